import Clibgit2

/// Conversions between full hexadecimal object ids and `git_oid`.
enum GitObjectID {
  /// Parses a full 40-character hexadecimal object id.
  ///
  /// - Throws: ``GitError`` with code `.other(GIT_EINVALID)` when `hex` is not 40 hex digits.
  static func parse(_ hex: String) throws(GitError) -> git_oid {
    let isHex = hex.utf8.allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
    guard hex.utf8.count == Int(GIT_OID_HEXSZ), isHex else {
      throw GitError(
        code: .other(GIT_EINVALID.rawValue),
        function: "git_oid_fromstr",
        message: "not a full object id: \(hex)"
      )
    }
    var oid = git_oid()
    try check(git_oid_fromstr(&oid, hex), "git_oid_fromstr")
    return oid
  }

  /// The 40 lowercase hexadecimal digits of `oid`.
  static func hex(_ oid: git_oid) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(Int(GIT_OID_HEXSZ))
    withUnsafeBytes(of: oid.id) { bytes in
      for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0f)])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The hex id of a borrowed `const git_oid *` (valid while its owner lives).
  static func hex(_ pointer: UnsafePointer<git_oid>) -> String {
    hex(pointer.pointee)
  }
}
