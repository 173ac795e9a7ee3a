SELECT epoch_ms(timezone('UTC', timezone($1, date_trunc('day', timezone($1, timezone('UTC', "__time")))))) AS t0, epoch_ms(date_trunc('day', timezone($1, timezone('UTC', "__time")))) AS w0, "feeder" AS d1, SUM("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= CAST($2 AS TIMESTAMP) AND "__time" < CAST($3 AS TIMESTAMP))
  AND (hour(timezone($1, timezone('UTC', "__time"))) IN ($4, $5))
  AND (CASE WHEN isodow(timezone($1, timezone('UTC', "__time"))) >= 6 THEN $6 ELSE $7 END IN ($7))
  AND ("meter_id" NOT IN ($8) AND "meter_id" IS NOT NULL)
  AND ("temperature" >= $9 AND "temperature" <= $10)
GROUP BY 1, 2, 3
ORDER BY t0 ASC, d1 ASC
-- params: ["America/Chicago","2019-11-01 05:00:00.000","2019-12-01 06:00:00.000",7,8,"Weekend","Weekday","M-002",32,90]
