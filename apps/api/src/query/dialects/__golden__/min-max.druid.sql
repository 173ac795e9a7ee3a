SELECT MIN("kwh") AS lo0, MAX("kwh") AS hi0, MIN("temperature") AS lo1, MAX("temperature") AS hi1
FROM "meter_load_test"
-- params: []
