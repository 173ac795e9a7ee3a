SELECT toUnixTimestamp64Milli(toDateTime64(("__time" - toIntervalMillisecond(positiveModulo(toUnixTimestamp64Milli(("__time" + toIntervalSecond({p1:Int32}))), {p2:Int64}))), 3, 'UTC')) AS t0, toUnixTimestamp64Milli(toDateTime64((("__time" + toIntervalSecond({p1:Int32})) - toIntervalMillisecond(positiveModulo(toUnixTimestamp64Milli(("__time" + toIntervalSecond({p1:Int32}))), {p2:Int64}))), 3, 'UTC')) AS w0, sumOrNull("kwh") AS m0
FROM "meter_load_test"
WHERE ("__time" >= {p3:DateTime64(3, 'UTC')} AND "__time" < {p4:DateTime64(3, 'UTC')})
  AND ("feeder" IN ({p5:String}))
GROUP BY 1, 2
ORDER BY t0 ASC
-- params: [0,900000,"2019-03-10 00:00:00.000","2019-03-11 00:00:00.000","F-1"]
