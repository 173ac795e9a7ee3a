SELECT TIMESTAMP_TO_MILLIS(TIME_PARSE(TIME_FORMAT(TIME_FLOOR("__time", 'P1D', NULL, ?), 'yyyy-MM-dd HH:mm:ss', ?), 'yyyy-MM-dd HH:mm:ss')) AS w0, "feeder" AS d1, SUM("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= TIME_PARSE(?) AND "__time" < TIME_PARSE(?))
  AND (TIME_EXTRACT("__time", 'HOUR', ?) IN (?, ?))
  AND (CASE WHEN TIME_EXTRACT("__time", 'DOW', ?) >= 6 THEN ? ELSE ? END IN (?))
  AND ("meter_id" NOT IN (?) AND "meter_id" IS NOT NULL)
  AND ("temperature" >= ? AND "temperature" <= ?)
GROUP BY 1, 2
ORDER BY w0 ASC, d1 ASC
-- params: ["America/Chicago","America/Chicago","2019-11-01T05:00:00.000Z","2019-12-01T06:00:00.000Z","America/Chicago",7,8,"America/Chicago","Weekend","Weekday","Weekday","M-002",32,90]
