SELECT epoch_ms(date_trunc('month', ("__time" + to_seconds(CASE WHEN "__time" < CAST($1 AS TIMESTAMP) THEN $2 WHEN "__time" < CAST($3 AS TIMESTAMP) THEN $4 ELSE $2 END)))) AS w0, CASE WHEN isodow(("__time" + to_seconds(CASE WHEN "__time" < CAST($1 AS TIMESTAMP) THEN $2 WHEN "__time" < CAST($3 AS TIMESTAMP) THEN $4 ELSE $2 END))) >= 6 THEN $5 ELSE $6 END AS p1, AVG("kwh") AS m0, COUNT(DISTINCT "meter_id") AS m1, SUM("temperature" * "kwh") / NULLIF(SUM("kwh"), 0) AS m2, arg_min("kwh", "__time") AS m3, COUNT(*) OVER () AS total
FROM "meter_load_test"
WHERE ("__time" >= CAST($7 AS TIMESTAMP) AND "__time" < CAST($8 AS TIMESTAMP))
GROUP BY 1, 2
ORDER BY w0 ASC, p1 ASC
LIMIT $9
OFFSET $10
-- params: ["2019-03-31 01:00:00.000",3600,"2019-10-27 01:00:00.000",7200,"Weekend","Weekday","2018-12-31 23:00:00.000","2019-12-31 23:00:00.000",25,50]
