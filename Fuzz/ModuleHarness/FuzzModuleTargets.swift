// libFuzzer entry point for the fuzz targets that need more than TokenDiffCore: the Swift token
// reader (swift-syntax) and the YAML configuration loader (Yams). Built by SwiftPM as the
// `tokendiff-fuzz-modules` product, which Package.swift declares only when TOKENDIFF_FUZZ=1
// (see scripts/fuzz). The target is chosen by the FUZZ_TARGET environment variable.

import TokenDiffCore
import TokenDiffSwift

@testable import TokenDiffCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The fuzz targets by name: each takes one input and must return without crashing.
let fuzzTargets: [String: ([UInt8]) -> Void] = [
  // One Swift source through the Swift token reader and the whole resolution pipeline, as
  // `tokendiff check` reads a Swift token module.
  "swift": { bytes in
    var policy = ResolutionPolicy()
    policy.sourceReaders = SourceReaders([SwiftTokenReader()])
    let snapshot = RevisionSnapshot(
      revision: "fuzz",
      commit: nil,
      files: [SourceFile(path: "Sources/Tokens/Tokens.swift", bytes: bytes)]
    )
    _ = RevisionResolver.resolve(snapshot, policy: policy)
  },
  // `.tokendiff.yml`: YAML (anchors and aliases included) into the configuration.
  "yaml-config": { bytes in
    _ = try? ConfigurationLoader.parse(bytes, source: ".tokendiff.yml")
  },
]
