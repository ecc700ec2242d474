/// Substring search over raw bytes, for sniffing files before (or instead of) parsing them.
enum ByteSearch {
  /// Whether `bytes` contain the UTF-8 of `needle`. Pure; linear in practice.
  ///
  /// Files are sniffed several times each (for `$value`, `$themes`, `$ref`...), so the scan
  /// reads the bytes in place and tests the pattern's last byte before comparing the rest: in
  /// JSON the first byte of these patterns (`"`) is everywhere, the last rarely follows.
  static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard let tail = pattern.last else { return true }
    guard bytes.count >= pattern.count else { return false }
    return bytes.withUnsafeBufferPointer { haystack in
      pattern.withUnsafeBufferPointer { pattern in
        let length = pattern.count
        var end = length - 1
        while end < haystack.count {
          if haystack[end] == tail {
            let start = end - (length - 1)
            var offset = 0
            while offset < length - 1, haystack[start + offset] == pattern[offset] { offset += 1 }
            if offset == length - 1 { return true }
          }
          end += 1
        }
        return false
      }
    }
  }
}
