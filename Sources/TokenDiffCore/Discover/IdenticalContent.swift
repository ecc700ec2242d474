/// Groups files whose bytes are identical, for finding copies.
///
/// Files are bucketed by length, those that share one by a 64-bit FNV-1a digest of their bytes
/// (one tight pass, far cheaper than hashing the byte arrays through `Hasher`), then split by
/// comparing bytes, so two files are grouped only when they are equal. Pure.
enum IdenticalContent {
  /// The paths of files with identical bytes, each group with at least two paths in input
  /// order; files of `minimumLength` bytes or fewer are left out. `key` further separates
  /// files (the folder, for copies within one folder). Pure.
  static func groups(
    _ files: [SourceFile],
    minimumLength: Int = 2,
    key: (SourceFile) -> String = { _ in "" }
  ) -> [[String]] {
    // By scope and length first: most files have a length no other file has, and are never
    // read through. Only files that share one are digested.
    var byLength: [LengthKey: [Int]] = [:]
    for (index, file) in files.enumerated() where file.bytes.count > minimumLength {
      byLength[LengthKey(scope: key(file), count: file.bytes.count), default: []].append(index)
    }
    var result: [[String]] = []
    for sameLength in byLength.values where sameLength.count > 1 {
      let byDigest = Dictionary(grouping: sameLength) { digest(files[$0].bytes) }
      for sameDigest in byDigest.values where sameDigest.count > 1 {
        result += equalBytes(sameDigest, in: files).filter { $0.count > 1 }.map {
          $0.map { files[$0].path }
        }
      }
    }
    return result.sorted { ($0.first ?? "") < ($1.first ?? "") }
  }

  /// `indices` split into classes of files whose bytes are equal, each in input order. Pure.
  private static func equalBytes(_ indices: [Int], in files: [SourceFile]) -> [[Int]] {
    var classes: [[Int]] = []
    for index in indices {
      if let match = classes.firstIndex(where: { files[$0[0]].bytes == files[index].bytes }) {
        classes[match].append(index)
      } else {
        classes.append([index])
      }
    }
    return classes
  }

  private struct LengthKey: Hashable {
    var scope: String
    var count: Int
  }

  /// FNV-1a, 64 bits. Pure.
  static func digest(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
