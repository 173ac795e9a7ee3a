SELECT toUnixTimestamp64Milli(toDateTime64(minOrNull("__time"), 3, 'UTC')) AS lo, toUnixTimestamp64Milli(toDateTime64(maxOrNull("__time"), 3, 'UTC')) AS hi
FROM "meter_load_test"
WHERE ("meter_id" IN ({p1:String}))
-- params: ["M-001"]
