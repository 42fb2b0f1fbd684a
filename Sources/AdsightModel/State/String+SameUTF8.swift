extension String {
    /// Whether `other` is spelled with the very same UTF-8 bytes (`==` also equates
    /// canonically equivalent spellings, which print differently). Read in place when both
    /// are contiguous (native and literal strings are), else code unit by code unit.
    @usableFromInline func hasSameUTF8(as other: String) -> Bool {
        let inPlace = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in a.elementsEqual(b) }
        }
        return (inPlace ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
