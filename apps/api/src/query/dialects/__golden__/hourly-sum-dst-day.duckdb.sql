SELECT epoch_ms(("__time" - (("__time" + to_seconds(CASE WHEN "__time" < CAST($3 AS TIMESTAMP) THEN $4 ELSE $5 END)) - date_trunc('hour', ("__time" + to_seconds(CASE WHEN "__time" < CAST($3 AS TIMESTAMP) THEN $4 ELSE $5 END)))))) AS t0, epoch_ms(date_trunc('hour', ("__time" + to_seconds(CASE WHEN "__time" < CAST($3 AS TIMESTAMP) THEN $4 ELSE $5 END)))) AS w0, SUM(a2) AS m0
FROM (SELECT "__time", SUM("kwh") AS a2
FROM "meter_load_test"
WHERE ("__time" >= CAST($1 AS TIMESTAMP) AND "__time" < CAST($2 AS TIMESTAMP))
GROUP BY 1) AS pre
GROUP BY 1, 2
ORDER BY t0 ASC
-- params: ["2019-03-10 06:00:00.000","2019-03-11 05:00:00.000","2019-03-10 08:00:00.000",-21600,-18000]
