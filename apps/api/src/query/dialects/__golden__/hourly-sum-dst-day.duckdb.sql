SELECT epoch_ms(("__time" - (timezone($1, timezone('UTC', "__time")) - date_trunc('hour', timezone($1, timezone('UTC', "__time")))))) AS t0, epoch_ms(date_trunc('hour', timezone($1, timezone('UTC', "__time")))) AS w0, SUM("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= CAST($2 AS TIMESTAMP) AND "__time" < CAST($3 AS TIMESTAMP))
GROUP BY 1, 2
ORDER BY t0 ASC
-- params: ["America/Chicago","2019-03-10 06:00:00.000","2019-03-11 05:00:00.000"]
