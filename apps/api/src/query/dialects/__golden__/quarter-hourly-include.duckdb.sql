SELECT epoch_ms(("__time" - (("__time" + to_seconds($1)) - time_bucket(INTERVAL '15 minutes', ("__time" + to_seconds($1)))))) AS t0, epoch_ms(time_bucket(INTERVAL '15 minutes', ("__time" + to_seconds($1)))) AS w0, SUM("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= CAST($2 AS TIMESTAMP) AND "__time" < CAST($3 AS TIMESTAMP))
  AND ("feeder" IN ($4))
GROUP BY 1, 2
ORDER BY t0 ASC
-- params: [0,"2019-03-10 00:00:00.000","2019-03-11 00:00:00.000","F-1"]
