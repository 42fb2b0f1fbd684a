extension ByteCursor {
    /// The common number at the cursor (at least 16 bytes before the end): no sign, 1 to 7
    /// integer digits, then optionally "." and 1 to 7 fraction digits, no exponent (`t`,
    /// frames). Read a word at a time (the digits of a word found and summed with a few
    /// multiplications, no loop) and converted as `numberByDigits()` converts it: the same
    /// digits as one integer, below 10^14 so exact, divided by the same power of ten, so
    /// the same Double bit for bit. Nil, the cursor unchanged, for anything else (a sign,
    /// a leading zero, more digits, an exponent, a "." without digits): `numberByDigits()`
    /// reads it then.
    @inline(__always)
    mutating func quickNumber() -> Double? {
        let raw = UnsafeRawPointer(p + i)
        let w = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let integer = Self.leadingDigits(w)
        // 1...7 digits, and no leading zero ("0" alone is fine).
        guard UInt(bitPattern: integer &- 1) < 7, integer == 1 || w & 0xFF != 0x30 else { return nil }
        var mantissa = Self.value(ofLeading: integer, digitsOf: w)
        let after = UInt8(truncatingIfNeeded: w &>> UInt64(integer &* 8))
        var length = integer
        var fraction = 0
        if after == UInt8(ascii: ".") {
            // integer + 1 + 8 <= 16: inside the 16 bytes known to be there.
            let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: integer &+ 1, as: UInt64.self))
            fraction = Self.leadingDigits(x)
            guard UInt(bitPattern: fraction &- 1) < 7 else { return nil }
            guard UInt8(truncatingIfNeeded: x &>> UInt64(fraction &* 8)) | 0x20 != UInt8(ascii: "e") else { return nil }
            mantissa = mantissa &* Self.integerPowerOfTen(fraction) &+ Self.value(ofLeading: fraction, digitsOf: x)
            length = integer &+ 1 &+ fraction
        } else {
            guard after | 0x20 != UInt8(ascii: "e") else { return nil }
        }
        i &+= length
        var v = Double(Int64(bitPattern: mantissa))
        if fraction > 0 { v /= Self.powerOfTen(fraction) }
        return v
    }

    /// How many of the bytes of `w` (in memory order, little-endian) are ASCII digits
    /// before the first that is not (8 when all are).
    @inline(__always)
    static func leadingDigits(_ w: UInt64) -> Int {
        let d = w ^ 0x3030_3030_3030_3030  // digits become 0...9
        // The high bit of each byte of 10 or more. Adding 0x76 can carry out of a byte of
        // 0x8A or more (flagged itself) into the next: only the lowest flag is exact, and
        // only it is used.
        let flags = ((d &+ 0x7676_7676_7676_7676) | d) & 0x8080_8080_8080_8080
        return flags == 0 ? 8 : flags.trailingZeroBitCount &>> 3
    }

    /// The value of the first `count` (1...8) bytes of `w`, all ASCII digits, the first
    /// byte the most significant digit.
    @inline(__always)
    static func value(ofLeading count: Int, digitsOf w: UInt64) -> UInt64 {
        // The digits moved to the top bytes; the bytes below, now 0, count as leading zeros.
        var v = (w &<< UInt64(64 &- 8 &* count)) & 0x0F0F_0F0F_0F0F_0F0F
        v = (v &* 2561) &>> 8  // pairs: 10 * first + second, in each 16-bit half
        v = ((v & 0x00FF_00FF_00FF_00FF) &* 6_553_601) &>> 16  // fours, in each 32-bit half
        return ((v & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) &>> 32
    }

    /// 10^k for 0 <= k <= 7.
    @inline(__always)
    static func integerPowerOfTen(_ k: Int) -> UInt64 {
        switch k {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1000
        case 4: return 10000
        case 5: return 100_000
        case 6: return 1_000_000
        default: return 10_000_000
        }
    }
}
