#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// Substring search over raw bytes, for sniffing files before (or instead of) parsing them.
public enum ByteSearch {
  /// Whether `bytes` contain the UTF-8 of `needle`. Pure; linear.
  ///
  /// Files are sniffed several times each (for `$value`, `$themes`, `$ref`...), so the scan
  /// jumps with `memchr` from one occurrence of the pattern's rarest byte to the next and
  /// compares the pattern only there. The rarest byte is `$` when the pattern has one, else
  /// its last byte that is no quote: quotes and letters are everywhere in JSON, and a scan that
  /// stops at each of them costs several times the reading of the file.
  public static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return true }
    guard bytes.count >= pattern.count else { return false }
    let anchor =
      pattern.firstIndex(of: UInt8(ascii: "$"))
      ?? pattern.lastIndex { $0 != UInt8(ascii: "\"") } ?? pattern.count - 1
    let anchorByte = Int32(pattern[anchor])
    return bytes.withUnsafeBufferPointer { haystack in
      pattern.withUnsafeBufferPointer { pattern in
        guard let base = haystack.baseAddress, let spelled = pattern.baseAddress else {
          return false
        }
        // The anchor can only sit where the whole pattern fits around it.
        var from = anchor
        let stop = haystack.count - (pattern.count - anchor)
        while from <= stop {
          guard let found = memchr(base + from, anchorByte, stop - from + 1) else { return false }
          let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          let start = at - anchor
          if memcmp(base + start, spelled, pattern.count) == 0 { return true }
          from = at + 1
        }
        return false
      }
    }
  }
}
