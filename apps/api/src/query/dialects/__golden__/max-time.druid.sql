SELECT TIMESTAMP_TO_MILLIS(MIN("__time")) AS lo, TIMESTAMP_TO_MILLIS(MAX("__time")) AS hi
FROM "meter_load_test"
WHERE ("meter_id" IN (?))
-- params: ["M-001"]
