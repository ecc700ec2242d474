/// The dotted name of a token, the identity key of the diff: `color.text.primary`.
///
/// Kept as segments, because some formats allow dots inside one name; ``description`` joins them
/// with `.` for display, and ordering follows that text so reports sort the way people read.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The segments, the joined text and its hash, in one shared cell: a path is copied into
  /// many tables (per mode, per revision, per stage, every dependency list), and a copy is then
  /// one reference count, not one for the segments and one for the text; equal paths copied
  /// from one another compare by identity.
  private final class Storage: Sendable {
    let segments: [String]
    let description: String
    /// The joined text's hash, worked out once: hashing one integer in a table is much cheaper
    /// than hashing the text again each time. Equal paths have equal text, so equal hashes.
    let textHash: Int

    init(_ segments: [String]) {
      self.segments = segments
      self.description = segments.joined(separator: ".")
      self.textHash = description.hashValue
    }
  }

  private let storage: Storage

  public var segments: [String] { storage.segments }
  public var description: String { storage.description }

  public init(_ segments: [String]) {
    storage = Storage(segments)
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
    lhs.storage !== rhs.storage && lhs.storage.description < rhs.storage.description
  }

  public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.textHash == rhs.storage.textHash
        && lhs.storage.segments == rhs.storage.segments)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.textHash)
  }
}
