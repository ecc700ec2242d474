/// Substring search over raw bytes, for sniffing files before (or instead of) parsing them.
enum ByteSearch {
  /// Whether `bytes` contain the UTF-8 of `needle`. Pure; linear in practice (first-byte scan).
  static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard let head = pattern.first, bytes.count >= pattern.count else { return false }
    var index = 0
    let last = bytes.count - pattern.count
    while index <= last {
      if bytes[index] == head, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        return true
      }
      index += 1
    }
    return false
  }
}
