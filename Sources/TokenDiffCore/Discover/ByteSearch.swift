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
    count(of: needle, in: bytes, upTo: 1) == 1
  }

  /// How many times `bytes` contain the UTF-8 of `needle` (overlapping occurrences counted),
  /// counting no further than `limit`. Pure; linear.
  public static func count(of needle: String, in bytes: [UInt8], upTo limit: Int) -> Int {
    scan(for: needle, in: bytes, upTo: limit) { _ in }
  }

  /// Where `bytes` contain the UTF-8 of `needle` (overlapping occurrences too), in order, no
  /// more than `limit` of them. Pure; linear.
  public static func offsets(of needle: String, in bytes: [UInt8], upTo limit: Int) -> [Int] {
    var offsets: [Int] = []
    _ = scan(for: needle, in: bytes, upTo: limit) { offsets.append($0) }
    return offsets
  }

  /// Calls `visit` with the offset of each occurrence, up to `limit`, and returns how many it
  /// found. Linear.
  private static func scan(
    for needle: String,
    in bytes: [UInt8],
    upTo limit: Int,
    _ visit: (Int) -> Void
  ) -> Int {
    let pattern = Array(needle.utf8)
    guard limit > 0 else { return 0 }
    guard !pattern.isEmpty else { return limit }
    guard bytes.count >= pattern.count else { return 0 }
    let anchor =
      pattern.firstIndex(of: UInt8(ascii: "$"))
      ?? pattern.lastIndex { $0 != UInt8(ascii: "\"") } ?? pattern.count - 1
    let anchorByte = Int32(pattern[anchor])
    return bytes.withUnsafeBufferPointer { haystack in
      pattern.withUnsafeBufferPointer { pattern in
        guard let base = haystack.baseAddress, let spelled = pattern.baseAddress else {
          return 0
        }
        // The anchor can only sit where the whole pattern fits around it.
        var from = anchor
        var found = 0
        let stop = haystack.count - (pattern.count - anchor)
        while from <= stop {
          guard let next = memchr(base + from, anchorByte, stop - from + 1) else { return found }
          let at = base.distance(to: next.assumingMemoryBound(to: UInt8.self))
          let start = at - anchor
          if memcmp(base + start, spelled, pattern.count) == 0 {
            visit(start)
            found += 1
            if found == limit { return found }
          }
          from = at + 1
        }
        return found
      }
    }
  }
}
