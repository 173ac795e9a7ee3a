SELECT toUnixTimestamp64Milli(toDateTime64(toStartOfDay(("__time" + toIntervalSecond(multiIf("__time" < {p2:DateTime64(3, 'UTC')}, {p3:Int32}, {p1:Int32})))), 3, 'UTC')) AS w0, "feeder" AS d1, sumOrNull("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= {p4:DateTime64(3, 'UTC')} AND "__time" < {p5:DateTime64(3, 'UTC')})
  AND (toHour(("__time" + toIntervalSecond(multiIf("__time" < {p2:DateTime64(3, 'UTC')}, {p3:Int32}, {p1:Int32})))) IN ({p6:Int64}, {p7:Int64}))
  AND (CASE WHEN toDayOfWeek(("__time" + toIntervalSecond(multiIf("__time" < {p2:DateTime64(3, 'UTC')}, {p3:Int32}, {p1:Int32})))) >= 6 THEN {p8:String} ELSE {p9:String} END IN ({p9:String}))
  AND ("meter_id" NOT IN ({p10:String}) AND "meter_id" IS NOT NULL)
  AND ("temperature" >= {p11:Int64} AND "temperature" <= {p12:Int64})
GROUP BY 1, 2
ORDER BY w0 ASC, d1 ASC
-- params: [-21600,"2019-11-03 07:00:00.000",-18000,"2019-11-01 05:00:00.000","2019-12-01 06:00:00.000",7,8,"Weekend","Weekday","M-002",32,90]
