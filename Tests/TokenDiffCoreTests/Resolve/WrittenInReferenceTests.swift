import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A value whose text becomes one of its type once the references in it are written in, as
/// Style Dictionary and Tokens Studio write them (`{size.base.value}px`, `8{px}`: enkeess's
/// figma-tokens, 167 false findings).
@Suite struct WrittenInReferenceTests {
  @Test func styleDictionaryTextAroundAReference() throws {
    let sizes =
      #"{"size": {"base": {"value": "4", "type": "dimension"}, "padding": {"value": "{size.base.value}px", "type": "dimension"}}}"#
    let snapshot = RevisionSnapshot.discovered(
      [
        "package.json": #"{"devDependencies": {"style-dictionary": "^3.7.0"}}"#,
        "tokens/size.json": sizes,
      ]
    )
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy())
    #expect(
      report.findings.filter { $0.finding.severity == .error }.isEmpty,
      "\(report.findings.map(\.finding.message))"
    )
    // A change to the reference is a change to the token that writes it in.
    let head = RevisionSnapshot.discovered(
      [
        "package.json": #"{"devDependencies": {"style-dictionary": "^3.7.0"}}"#,
        "tokens/size.json": sizes.replacing(#""4""#, with: #""6""#),
      ]
    )
    let diff = makeDiffReport(base: snapshot, head: head, policy: ResolutionPolicy())
    let padding = try #require(diff.changes.first { $0.token.description == "size.padding" })
    #expect(padding.before?.value?.text == "4px")
    #expect(padding.after?.value?.text == "6px")
  }

  @Test func tokensStudioUnitsWrittenInAndMathOverThem() {
    let base =
      #"{"px": {"value": "px", "type": "other"}, "module": {"value": "8{px}", "type": "other"}, "space": {"2": {"value": "{module} * 2", "type": "spacing"}}}"#
    let report = makeCheckReport(
      .discovered([
        "tokens/$metadata.json": #"{"tokenSetOrder": ["base"]}"#, "tokens/base.json": base,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(
      report.findings.filter { $0.finding.severity == .error }.isEmpty,
      "\(report.findings.map(\.finding.message))"
    )
  }

  @Test func aBrokenReferenceInTheTextIsStillBroken() {
    let sizes = #"{"size": {"padding": {"value": "{size.missing.value}px", "type": "dimension"}}}"#
    let report = makeCheckReport(
      .discovered([
        "package.json": #"{"devDependencies": {"style-dictionary": "^3.7.0"}}"#,
        "tokens/size.json": sizes,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(
      report.findings.map(\.finding.kind).contains(.brokenReference),
      "\(report.findings.map(\.finding.message))"
    )
  }
}
