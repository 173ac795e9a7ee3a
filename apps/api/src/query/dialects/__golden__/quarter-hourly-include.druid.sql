SELECT TIMESTAMP_TO_MILLIS(TIME_FLOOR("__time", 'PT15M', NULL, ?)) AS t0, TIMESTAMP_TO_MILLIS(TIME_PARSE(TIME_FORMAT(TIME_FLOOR("__time", 'PT15M', NULL, ?), 'yyyy-MM-dd HH:mm:ss', ?), 'yyyy-MM-dd HH:mm:ss')) AS w0, SUM("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= TIME_PARSE(?) AND "__time" < TIME_PARSE(?))
  AND ("feeder" IN (?))
GROUP BY 1, 2
ORDER BY t0 ASC
-- params: ["UTC","UTC","UTC","2019-03-10T00:00:00.000Z","2019-03-11T00:00:00.000Z","F-1"]
