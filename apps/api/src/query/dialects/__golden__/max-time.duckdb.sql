SELECT epoch_ms(MIN("__time")) AS lo, epoch_ms(MAX("__time")) AS hi
FROM "meter_load_test"
WHERE ("meter_id" IN ($1))
-- params: ["M-001"]
