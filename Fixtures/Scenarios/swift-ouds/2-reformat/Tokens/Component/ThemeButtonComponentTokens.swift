import OUDSTokensSemantic

open class ThemeButtonComponentTokensProvider {
    let colors: ThemeColorSemanticTokensProvider

    @objc open var colorBgDefault: MultipleColorSemanticTokens { colors.colorBgSecondary }
    @objc open var colorContentDefault: MultipleColorSemanticTokens { colors.colorContentBrand }
    @objc open var colorBgDrag: MultipleColorSemanticTokens { colors.colorOverlayDrag }
}
