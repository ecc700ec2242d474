import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// The same value, kept as text on one side and read as its type on the other: no value
/// change. ccui-tokens-poc inlined 40 aliases as untyped literals of their values (`1.625rem
/// → 1.625rem`, "visual"), and design-tokens-poc's radii were `10px → 10px` once their
/// target's type became Tokens Studio's `borderRadius`.
@Suite struct SameTextValueTests {
  static func diff(_ base: [String: String], _ head: [String: String]) -> [String] {
    makeDiffReport(base: .discovered(base), head: .discovered(head), policy: ResolutionPolicy())
      .changes.map { "\($0.kind.rawValue) \($0.token)" }
  }

  @Test func anAliasInlinedAsItsUntypedTextIsARetarget() {
    let sizes = ##"{"size": {"m": {"$type": "dimension", "$value": "1rem"}}}"##
    let changes = Self.diff(
      [
        "tokens/sizing.json": sizes,
        "tokens/badge.json":
          ##"{"badge": {"height": {"$value": "{size.m}"}, "padding": {"$type": "dimension", "$value": "{size.m}"}}}"##,
      ],
      [
        "tokens/sizing.json": sizes,
        "tokens/badge.json":
          ##"{"badge": {"height": {"$value": "1rem"}, "padding": {"$type": "dimension", "$value": "1rem"}}}"##,
      ]
    )
    #expect(changes == ["alias-retargeted badge.height", "alias-retargeted badge.padding"])
    // Other text is another value.
    let other = Self.diff(
      [
        "tokens/badge.json":
          ##"{"size": {"$type": "dimension", "$value": "1rem"}, "badge": {"$value": "{size}"}}"##
      ],
      [
        "tokens/badge.json":
          ##"{"size": {"$type": "dimension", "$value": "1rem"}, "badge": {"$value": "2rem"}}"##
      ]
    )
    #expect(other == ["value-changed badge"])
    // A colour's hex digits compare without case.
    let white = Self.diff(
      [
        "tokens/badge.json":
          ##"{"white": {"$type": "color", "$value": "#FFFFFF"}, "bg": {"$value": "{white}"}}"##
      ],
      [
        "tokens/badge.json":
          ##"{"white": {"$type": "color", "$value": "#FFFFFF"}, "bg": {"$value": "#FFFFFF"}}"##
      ]
    )
    #expect(white == ["alias-retargeted bg"])
  }

  /// JSON of another kind is another value, however it is spelled: `"false"` is no `false`.
  @Test func aScalarWrittenAsTextIsAnotherValue() {
    let changes = Self.diff(
      ["tokens/a.json": ##"{"feature": {"compact": {"value": false}}}"##],
      ["tokens/a.json": ##"{"feature": {"compact": {"value": "false"}}}"##]
    )
    #expect(changes == ["value-changed feature.compact"])
  }

  @Test func aValueReadAsTextOnceItsTargetsTypeChangedIsTheSame() {
    let themes =
      #"[{"id": "a", "name": "light", "selectedTokenSets": {"core": "enabled", "semantic": "enabled"}}]"#
    func files(_ type: String) -> [String: String] {
      [
        "tokens/$themes.json": themes,
        "tokens/$metadata.json": #"{"tokenSetOrder": ["core", "semantic"]}"#,
        "tokens/core.json": ##"{"radius": {"md": {"$type": "\##(type)", "$value": "10px"}}}"##,
        "tokens/semantic.json":
          ##"{"card": {"radius": {"$type": "radius", "$value": "{radius.md}"}}}"##,
      ]
    }
    #expect(Self.diff(files("radius"), files("borderRadius")) == ["type-changed radius.md"])
  }
}
