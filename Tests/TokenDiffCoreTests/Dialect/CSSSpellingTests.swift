import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Spellings of one value that a Style Dictionary or Tokens Studio build writes alike, found on
/// real repositories (hashicorp/design-system's move to Style Dictionary 4, infor-design's
/// shadows, AletheiaDS's borders): moving a token from one to the other is no change, and
/// neither is a finding.
struct CSSSpellingTests {
  private static let package = ##"{"devDependencies": {"style-dictionary": "^4.0.0"}}"##

  /// The changes between two revisions of one Style Dictionary file, as `token kind` lines.
  private func changes(_ before: String, _ after: String) -> [String] {
    let report = makeDiffReport(
      base: .discovered(["package.json": Self.package, "tokens/a.json": before]),
      head: .discovered(["package.json": Self.package, "tokens/a.json": after]),
      policy: ResolutionPolicy()
    )
    return report.changes.map { "\($0.token) \($0.kind.rawValue)" }
  }

  @Test func aReferenceWithOrWithoutValueNamesOneToken() {
    let before =
      ##"{"blue": {"value": "#0000ff", "type": "color"}, "action": {"value": "{blue.value}", "type": "color"}}"##
    let after =
      ##"{"blue": {"value": "#0000ff", "type": "color"}, "action": {"value": "{blue}", "type": "color"}}"##
    #expect(changes(before, after).isEmpty)
    // A real retarget still is one.
    let retargeted =
      ##"{"blue": {"value": "#0000ff", "type": "color"}, "navy": {"value": "#0000ff", "type": "color"}, "action": {"value": "{navy.value}", "type": "color"}}"##
    let withNavy =
      ##"{"blue": {"value": "#0000ff", "type": "color"}, "navy": {"value": "#0000ff", "type": "color"}, "action": {"value": "{blue}", "type": "color"}}"##
    #expect(changes(retargeted, withNavy) == ["action alias-retargeted"])
  }

  @Test func aFontStackStringIsItsFamilies() {
    #expect(
      changes(
        ##"{"stack": {"value": "Helvetica, 'Open Sans', sans-serif", "type": "fontFamily"}}"##,
        ##"{"stack": {"value": ["Helvetica", "Open Sans", "sans-serif"], "type": "fontFamily"}}"##
      ).isEmpty
    )
    #expect(
      changes(
        ##"{"stack": {"value": "Helvetica, Arial", "type": "fontFamily"}}"##,
        ##"{"stack": {"value": ["Arial", "Helvetica"], "type": "fontFamily"}}"##
      ) == ["stack value-changed"]
    )
    #expect(CSSValueSpellings.fontStack(##"'A, B', "C" , D"##) == ["A, B", "C", "D"])
  }

  @Test func aCSSEasingIsItsCurve() {
    #expect(
      changes(
        ##"{"ease": {"value": "cubic-bezier(0.5, 1, 0.89, 1)", "type": "cubicBezier"}, "out": {"value": "ease-out", "type": "cubicBezier"}}"##,
        ##"{"ease": {"value": [0.5, 1, 0.89, 1], "type": "cubicBezier"}, "out": {"value": [0, 0, 0.58, 1], "type": "cubicBezier"}}"##
      ).isEmpty
    )
    #expect(CSSValueSpellings.easingPoints("cubic-bezier(1, 2, 3)") == nil)
    #expect(CSSValueSpellings.easingPoints("steps(4)") == nil)
    #expect(CSSValueSpellings.easingPoints("cubic-bezier(1,,2,3,4)") == nil)
    #expect(CSSValueSpellings.easingPoints("cubic-bezier(inf, 0, 1, 1)") == nil)
    // The four numbers as Tokens Studio's easing field keeps them (jellyfish-ultimate).
    #expect(CSSValueSpellings.easingPoints("0.4, 0, 1, 1") == [0.4, 0, 1, 1])
    #expect(CSSValueSpellings.easingPoints("[0.4, 0, 1, 1]") == [0.4, 0, 1, 1])
    #expect(CSSValueSpellings.easingPoints("0.4 0 1 1") == nil)
    #expect(CSSValueSpellings.easingPoints("[0.4, 0, 1]") == nil)
    // DTCG asks for the array: a string there is still a finding.
    let dtcg = RevisionResolver.resolve(
      .test([
        "a.tokens.json":
          ##"{"ease": {"$value": "cubic-bezier(0.5, 1, 0.89, 1)", "$type": "cubicBezier"}}"##
      ]),
      policy: ResolutionPolicy()
    )
    #expect(dtcg.findings.contains { $0.kind == .invalidValue })
  }

  @Test func anUntypedNumberInQuotesIsTheNumber() {
    #expect(
      changes(
        ##"{"lh": {"value": "1.5"}, "weight": {"value": "700"}, "code": {"value": "010"}}"##,
        ##"{"lh": {"value": 1.5}, "weight": {"value": 700}, "code": {"value": 10}}"##
      ) == ["code value-changed"]
    )
    #expect(CSSValueSpellings.plainNumber("-2.25") == -2.25)
    #expect(CSSValueSpellings.plainNumber("1.50") == nil)
    #expect(CSSValueSpellings.plainNumber("1e3") == nil)
    #expect(CSSValueSpellings.plainNumber(".5") == nil)
  }

  @Test func aShadowListWithAReferenceIsCSSNotMath() {
    let revision = RevisionResolver.resolve(
      .discovered([
        "package.json": Self.package,
        "tokens/a.json":
          ##"{"focus": {"value": "#0055ff"}, "ring": {"value": "0 0 0 1px {focus.value}, 0 0 4px rgba(0, 0, 0, 0.3)"}, "lost": {"value": "0 0 0 1px {missing.value}, 0 0 4px rgba(0, 0, 0, 0.3)"}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    let errors = revision.findings.filter { $0.severity == .error }
    // Only the reference to nothing is a problem.
    #expect(errors.map { $0.token?.description } == ["lost"], "\(errors.map(\.message))")
    #expect(
      ModeLookup(revision).token(TokenPath(dotted: "ring"), in: nil)?.dependencies == [
        TokenPath(dotted: "focus")
      ]
    )
  }

  @Test func aTokensStudioBorderMayLeaveMembersOut() {
    let studio: (String) -> RevisionSnapshot = { style in
      .test([
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["base"]}"##,
        "tokens/base.json": ##"{"line": {"value": {"style": "\##(style)"}, "type": "border"}}"##,
      ])
    }
    let report = makeDiffReport(
      base: studio("solid"),
      head: studio("dotted"),
      policy: ResolutionPolicy()
    )
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
    #expect(report.changes.map { "\($0.token) \($0.kind.rawValue)" } == ["line value-changed"])
  }
}
