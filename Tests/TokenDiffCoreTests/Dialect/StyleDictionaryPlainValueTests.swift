import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Style Dictionary resolves references against everything its sources hold, token or not:
/// its own transitive-transforms example keeps hues, saturations and lightnesses as plain
/// numbers in files of their own, and mosaic keeps paddings as plain text beside its tokens.
@Suite struct StyleDictionaryPlainValueTests {
  static let config =
    #"{"source": ["tokens/**/*.json"], "platforms": {"css": {"transformGroup": "css", "files": [{"destination": "v.css", "format": "css/variables"}]}}}"#

  @Test func aPlainValueBesideTokensIsReadWhereAReferenceNamesIt() {
    let tokens =
      ##"{"size": {"s": {"value": "8px"}, "option-height": "32px", "unused": "4px"}, "padding": {"control": "16px"}, "list": {"height": {"value": "{size.option-height}"}, "inset": {"value": "{padding.control.value}"}}}"##
    let revision = resolveOneFile("tokens/globals.json", tokens)
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "list.height"), in: nil)?.value?.text == "32px")
    #expect(lookup.token(TokenPath(dotted: "list.inset"), in: nil)?.value?.text == "16px")
    #expect(revision.findings.filter { $0.severity == .error }.isEmpty, "\(revision.findings)")
    // A plain value no reference names is no token.
    #expect(lookup.token(TokenPath(dotted: "size.unused"), in: nil) == nil)
  }

  @Test func aFileOfPlainValuesThatTokensReferenceIsASourceOfTheSet() {
    // No configuration names the files: discovery goes by what they hold.
    let files = [
      "tokens/hue.json": #"{"hue": {"red": 0, "blue": 225}}"#,
      "tokens/alpha.json": #"{"alpha": [1, 0.5]}"#,
      "tokens/notes.json": #"{"notes": {"owner": "design"}}"#,
      // A snapshot of names the token files define themselves.
      "tokens/snapshot.json": ##"{"color": {"red": "#bf4040"}}"##,
      "tokens/color.json":
        ##"{"color": {"red": {"value": "hsl({hue.red}, 50%, 50%)", "type": "color"}, "fade": {"value": "{alpha.1}", "type": "number"}, "ink": {"value": "{color.red}", "type": "color"}}}"##,
    ]
    let snapshot = RevisionSnapshot.discovered(files)
    let read = Set(snapshot.sets.flatMap(\.files))
    #expect(read.isSuperset(of: ["tokens/hue.json", "tokens/alpha.json", "tokens/color.json"]))
    // Nothing references it: still a document beside the tokens, not read.
    #expect(!read.contains("tokens/notes.json"))
    #expect(!read.contains("tokens/snapshot.json"))
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    #expect(revision.findings.filter { $0.severity == .error }.isEmpty, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "color.red"), in: nil)?.value?.text == "#bf4040")
    #expect(lookup.token(TokenPath(dotted: "color.fade"), in: nil)?.value?.text == "0.5")
  }

  /// A change to a plain value is a change to what reads it.
  @Test func aChangedPlainValueChangesTheTokensThatReadIt() {
    func files(_ hue: Int) -> [String: String] {
      [
        "config.json": Self.config,
        "tokens/hue.json": #"{"hue": {"red": \#(hue)}}"#,
        "tokens/color.json":
          ##"{"color": {"red": {"value": "hsl({hue.red}, 50%, 50%)", "type": "color"}}}"##,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files(0)),
      head: .discovered(files(10)),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.token)" }.sorted()
    #expect(rows == ["valueChanged color.red", "valueChanged hue.red"], "\(rows)")
  }
}
