SELECT epoch_ms(timezone('UTC', timezone($1, date_trunc('month', timezone($1, timezone('UTC', "__time")))))) AS t0, epoch_ms(date_trunc('month', timezone($1, timezone('UTC', "__time")))) AS w0, CASE WHEN isodow(timezone($1, timezone('UTC', "__time"))) >= 6 THEN $2 ELSE $3 END AS p1, AVG("kwh") AS m0, COUNT(DISTINCT "meter_id") AS m1, SUM("temperature" * "kwh") / NULLIF(SUM("kwh"), 0) AS m2, arg_min("kwh", "__time") AS m3, COUNT(*) OVER () AS total
FROM "meter_load_test"
WHERE ("__time" >= CAST($4 AS TIMESTAMP) AND "__time" < CAST($5 AS TIMESTAMP))
GROUP BY 1, 2, 3
ORDER BY t0 ASC, p1 ASC
LIMIT $6
OFFSET $7
-- params: ["Europe/Berlin","Weekend","Weekday","2018-12-31 23:00:00.000","2019-12-31 23:00:00.000",25,50]
