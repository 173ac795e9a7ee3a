SELECT TIMESTAMP_TO_MILLIS(TIME_FLOOR("__time", 'PT1H', NULL, ?)) AS t0, TIMESTAMP_TO_MILLIS(TIME_PARSE(TIME_FORMAT(TIME_FLOOR("__time", 'PT1H', NULL, ?), 'yyyy-MM-dd HH:mm:ss', ?), 'yyyy-MM-dd HH:mm:ss')) AS w0, SUM("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= TIME_PARSE(?) AND "__time" < TIME_PARSE(?))
GROUP BY 1, 2
ORDER BY t0 ASC
-- params: ["America/Chicago","America/Chicago","America/Chicago","2019-03-10T06:00:00.000Z","2019-03-11T05:00:00.000Z"]
