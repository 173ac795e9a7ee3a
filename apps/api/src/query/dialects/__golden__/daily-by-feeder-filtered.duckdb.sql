SELECT epoch_ms(date_trunc('day', ("__time" + to_seconds(CASE WHEN "__time" < CAST($1 AS TIMESTAMP) THEN $2 ELSE $3 END)))) AS w0, "feeder" AS d1, SUM("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= CAST($4 AS TIMESTAMP) AND "__time" < CAST($5 AS TIMESTAMP))
  AND (hour(("__time" + to_seconds(CASE WHEN "__time" < CAST($1 AS TIMESTAMP) THEN $2 ELSE $3 END))) IN ($6, $7))
  AND (CASE WHEN isodow(("__time" + to_seconds(CASE WHEN "__time" < CAST($1 AS TIMESTAMP) THEN $2 ELSE $3 END))) >= 6 THEN $8 ELSE $9 END IN ($9))
  AND ("meter_id" NOT IN ($10) AND "meter_id" IS NOT NULL)
  AND ("temperature" >= $11 AND "temperature" <= $12)
GROUP BY 1, 2
ORDER BY w0 ASC, d1 ASC
-- params: ["2019-11-03 07:00:00.000",-18000,-21600,"2019-11-01 05:00:00.000","2019-12-01 06:00:00.000",7,8,"Weekend","Weekday","M-002",32,90]
