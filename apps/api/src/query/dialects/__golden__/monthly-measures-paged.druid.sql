SELECT TIMESTAMP_TO_MILLIS(TIME_PARSE(TIME_FORMAT(TIME_FLOOR("__time", 'P1M', NULL, ?), 'yyyy-MM-dd HH:mm:ss', ?), 'yyyy-MM-dd HH:mm:ss')) AS w0, CASE WHEN TIME_EXTRACT("__time", 'DOW', ?) >= 6 THEN ? ELSE ? END AS p1, AVG("kwh") AS m0, COUNT(DISTINCT "meter_id") AS m1, SUM("temperature" * "kwh") / NULLIF(SUM("kwh"), 0) AS m2, EARLIEST_BY("kwh", "__time") AS m3, COUNT(*) OVER () AS total
FROM "meter_load_test"
WHERE ("__time" >= TIME_PARSE(?) AND "__time" < TIME_PARSE(?))
GROUP BY 1, 2
ORDER BY w0 ASC, p1 ASC
LIMIT ?
OFFSET ?
-- params: ["Europe/Berlin","Europe/Berlin","Europe/Berlin","Weekend","Weekday","2018-12-31T23:00:00.000Z","2019-12-31T23:00:00.000Z",25,50]
