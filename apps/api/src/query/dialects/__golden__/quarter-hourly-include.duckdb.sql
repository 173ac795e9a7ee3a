SELECT epoch_ms(("__time" - (("__time" + to_seconds($4)) - time_bucket(INTERVAL '15 minutes', ("__time" + to_seconds($4)))))) AS t0, epoch_ms(time_bucket(INTERVAL '15 minutes', ("__time" + to_seconds($4)))) AS w0, SUM(a2) AS m0
FROM (SELECT "__time", SUM("kwh") AS a2
FROM "meter_load_test"
WHERE ("__time" >= CAST($1 AS TIMESTAMP) AND "__time" < CAST($2 AS TIMESTAMP))
  AND ("feeder" IN ($3))
GROUP BY 1) AS pre
GROUP BY 1, 2
ORDER BY t0 ASC
-- params: ["2019-03-10 00:00:00.000","2019-03-11 00:00:00.000","F-1",0]
