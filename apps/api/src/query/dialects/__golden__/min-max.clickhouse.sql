SELECT minOrNull("kwh") AS lo0, maxOrNull("kwh") AS hi0, minOrNull("temperature") AS lo1, maxOrNull("temperature") AS hi1
FROM "meter_load_test"
-- params: []
