extension JSONValue {
    /// The number as a Double (correctly rounded; out-of-range magnitudes give ±infinity,
    /// so callers that need a finite number check `isFinite`); nil unless a number.
    public var double: Double? {
        let n = node
        guard n.kind == .number else { return nil }
        return JSONNumber.double(rawBytes)
    }

    /// Whether the number is written as an integer literal (no fraction, no exponent).
    public var isIntegerLiteral: Bool { node.kind == .number && node.flag }

    /// The number as an Int when it is an integer literal that fits; nil otherwise.
    public var int: Int? {
        guard isIntegerLiteral else { return nil }
        var negative = false
        var value = 0
        for b in rawBytes {
            if b == UInt8(ascii: "-") { negative = true; continue }
            let d = Int(b - UInt8(ascii: "0"))
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = negative ? m.subtractingReportingOverflow(d) : m.addingReportingOverflow(d)
            if o1 || o2 { return nil }
            value = s
        }
        return value
    }

    /// The number as a UInt64 when it is a non-negative integer literal that fits; nil otherwise.
    public var uint64: UInt64? {
        guard isIntegerLiteral else { return nil }
        var value: UInt64 = 0
        for b in rawBytes {
            if b == UInt8(ascii: "-") { return value == 0 && rawBytes.count == 2 && rawBytes.last == UInt8(ascii: "0") ? 0 : nil }
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(UInt64(b - UInt8(ascii: "0")))
            if o1 || o2 { return nil }
            value = s
        }
        return value
    }
}

/// Number conversion from validated JSON number bytes.
enum JSONNumber {
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Exact fast path (Clinger) when the significand fits 2^53 and |exponent| <= 22;
    /// otherwise the standard library's correctly rounded conversion.
    static func double<C: RandomAccessCollection<UInt8>>(_ raw: C) -> Double where C.Index == Int {
        var i = raw.startIndex
        let end = raw.endIndex
        var negative = false
        if raw[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var exact = true
        while i < end, raw[i] >= 48, raw[i] <= 57 {
            if mantissa != 0 || raw[i] != 48 { digits += 1 }
            if digits <= 19 { mantissa = mantissa &* 10 &+ UInt64(raw[i] - 48) } else { exact = false }
            i += 1
        }
        if i < end, raw[i] == UInt8(ascii: ".") {
            i += 1
            while i < end, raw[i] >= 48, raw[i] <= 57 {
                if mantissa != 0 || raw[i] != 48 { digits += 1 }
                if digits <= 19 { mantissa = mantissa &* 10 &+ UInt64(raw[i] - 48); exponent -= 1 } else { exact = false }
                i += 1
            }
        }
        if i < end { exact = false }  // an exponent part: take the general path
        if exact, digits <= 15, mantissa < (1 << 53), exponent >= -22 {
            var v = Double(mantissa)
            if exponent < 0 { v /= powersOfTen[-exponent] }
            return negative ? -v : v
        }
        let text = String(decoding: raw, as: UTF8.self)
        return Double(text) ?? (negative ? -.infinity : .infinity)
    }
}
