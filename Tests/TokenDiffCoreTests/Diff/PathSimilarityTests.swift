import Foundation
import Testing

@testable import TokenDiffCore

/// The spelling renames compare paths by: letters and digits of any script, read without
/// Foundation's character sets but exactly as they read them.
@Suite struct PathSimilarityTests {
  @Test func lettersAndDigitsAreFoundationsAlphanumericsAndDecimalDigits() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0xFFFF {
      // Foundation's tables stop at an older Unicode than the standard library's (scalars
      // assigned since are letters here and nothing there), and beyond the first plane leave
      // out whole scripts (Tangut): compared where both are complete.
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age, age.major < 15
      else { continue }
      if PathSimilarity.isAlphanumeric(scalar) != CharacterSet.alphanumerics.contains(scalar)
        || PathSimilarity.isDecimalDigit(scalar) != CharacterSet.decimalDigits.contains(scalar)
      {
        differing.append(value)
      }
    }
    let shown = differing.prefix(20).map { String($0, radix: 16) }
    #expect(differing.count == 0, "\(shown)")
  }

  @Test func aPathsLettersAndDigitsKeepNumbersApart() {
    func key(_ dotted: String) -> String {
      PathSimilarity.lettersAndDigits(TokenPath(dotted: dotted))
    }
    #expect(key("sys.borderRadius.lg") == key("sys.borderradius.lg"))
    #expect(key("size.1.5") != key("size.15"))
    #expect(key("space.-1") != key("space.1"))
    #expect(key("Größe.١٢") == "größe١٢")
  }
}
