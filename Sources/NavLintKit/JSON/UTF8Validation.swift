enum UTF8Validation {
    /// Offset of the first byte that is not part of well-formed UTF-8, or nil.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F  // nothing above U+10FFFF
            default: return i
            }
            guard i + length <= n else { return i }
            let second = bytes[i + 1]
            guard second >= low, second <= high else { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}
