/// The dotted name of a token, the identity key of the diff: `color.text.primary`.
///
/// Kept as segments, because some formats allow dots inside one name; ``description`` joins them
/// with `.` for display, and ordering follows that text so reports sort the way people read.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let segments: [String]
  public let description: String
  /// The joined text's hash, worked out once: a path is a key in many tables (per mode, per
  /// revision, per stage), and hashing one integer there is much cheaper than hashing its text
  /// again each time. Equal paths have equal text, so equal hashes.
  private let textHash: Int

  public init(_ segments: [String]) {
    self.segments = segments
    self.description = segments.joined(separator: ".")
    self.textHash = description.hashValue
  }

  /// Splits a dotted reference such as `color.brand` (the inside of `{color.brand}`). Pure.
  public init(dotted text: String) {
    // In ASCII text every byte is a character (a CR LF pair aside, which holds no dot), so
    // splitting the bytes splits the characters.
    if text.isASCII {
      self.init(
        text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
          String(decoding: $0, as: UTF8.self)
        }
      )
    } else {
      self.init(text.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }
  }

  /// This path with one more segment. Pure.
  public func appending(_ segment: String) -> TokenPath {
    TokenPath(segments + [segment])
  }

  public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.description < rhs.description
  }

  public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.textHash == rhs.textHash && lhs.segments == rhs.segments
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(textHash)
  }
}
