// TokenDiffReportsTests
