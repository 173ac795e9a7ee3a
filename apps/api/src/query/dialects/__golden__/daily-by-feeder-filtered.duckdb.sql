SELECT epoch_ms(date_trunc('day', ("__time" + to_seconds(CASE WHEN "__time" < CAST($6 AS TIMESTAMP) THEN $7 ELSE $8 END)))) AS w0, "feeder" AS d1, SUM(a2) AS m0
FROM (SELECT "__time", "feeder", SUM("kwh") AS a2
FROM "meter_load_test"
WHERE ("__time" >= CAST($1 AS TIMESTAMP) AND "__time" < CAST($2 AS TIMESTAMP))
  AND ("meter_id" NOT IN ($3) AND "meter_id" IS NOT NULL)
  AND ("temperature" >= $4 AND "temperature" <= $5)
GROUP BY 1, 2) AS pre
WHERE (hour(("__time" + to_seconds(CASE WHEN "__time" < CAST($6 AS TIMESTAMP) THEN $7 ELSE $8 END))) IN ($9, $10))
  AND (CASE WHEN isodow(("__time" + to_seconds(CASE WHEN "__time" < CAST($6 AS TIMESTAMP) THEN $7 ELSE $8 END))) >= 6 THEN $11 ELSE $12 END IN ($12))
GROUP BY 1, 2
ORDER BY w0 ASC, d1 ASC
-- params: ["2019-11-01 05:00:00.000","2019-12-01 06:00:00.000","M-002",32,90,"2019-11-03 07:00:00.000",-18000,-21600,7,8,"Weekend","Weekday"]
