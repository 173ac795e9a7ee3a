SELECT toUnixTimestamp64Milli(toDateTime64(toStartOfMonth(("__time" + toIntervalSecond(multiIf("__time" < {p2:DateTime64(3, 'UTC')}, {p1:Int32}, "__time" < {p3:DateTime64(3, 'UTC')}, {p4:Int32}, {p1:Int32})))), 3, 'UTC')) AS w0, CASE WHEN toDayOfWeek(("__time" + toIntervalSecond(multiIf("__time" < {p2:DateTime64(3, 'UTC')}, {p1:Int32}, "__time" < {p3:DateTime64(3, 'UTC')}, {p4:Int32}, {p1:Int32})))) >= 6 THEN {p5:String} ELSE {p6:String} END AS p1, avgOrNull("kwh") AS m0, COUNT(DISTINCT "meter_id") AS m1, SUM("temperature" * "kwh") / NULLIF(SUM("kwh"), 0) AS m2, argMin("kwh", "__time") AS m3, COUNT(*) OVER () AS total
FROM "meter_load_test"
WHERE ("__time" >= {p7:DateTime64(3, 'UTC')} AND "__time" < {p8:DateTime64(3, 'UTC')})
GROUP BY 1, 2
ORDER BY w0 ASC, p1 ASC
LIMIT {p9:Int64}
OFFSET {p10:Int64}
-- params: [3600,"2019-03-31 01:00:00.000","2019-10-27 01:00:00.000",7200,"Weekend","Weekday","2018-12-31 23:00:00.000","2019-12-31 23:00:00.000",25,50]
