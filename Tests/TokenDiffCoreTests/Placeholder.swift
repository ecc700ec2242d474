// TokenDiffCoreTests
