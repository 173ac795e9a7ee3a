SELECT toUnixTimestamp64Milli(toDateTime64(("__time" - toIntervalMillisecond(positiveModulo(toUnixTimestamp64Milli(("__time" + toIntervalSecond(multiIf("__time" < {p2:DateTime64(3, 'UTC')}, {p3:Int32}, {p1:Int32})))), {p4:Int64}))), 3, 'UTC')) AS t0, toUnixTimestamp64Milli(toDateTime64((("__time" + toIntervalSecond(multiIf("__time" < {p2:DateTime64(3, 'UTC')}, {p3:Int32}, {p1:Int32}))) - toIntervalMillisecond(positiveModulo(toUnixTimestamp64Milli(("__time" + toIntervalSecond(multiIf("__time" < {p2:DateTime64(3, 'UTC')}, {p3:Int32}, {p1:Int32})))), {p4:Int64}))), 3, 'UTC')) AS w0, sumOrNull("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= {p5:DateTime64(3, 'UTC')} AND "__time" < {p6:DateTime64(3, 'UTC')})
GROUP BY 1, 2
ORDER BY t0 ASC
-- params: [-18000,"2019-03-10 08:00:00.000",-21600,3600000,"2019-03-10 06:00:00.000","2019-03-11 05:00:00.000"]
