import OUDSTokensRaw

extension ThemeColorSemanticTokensProvider: ColorSemanticTokens {
    @objc open var colorBgPrimaryLight: ColorSemanticToken { ColorRawTokens.paletteWhite }
    @objc open var colorBgPrimaryDark: ColorSemanticToken { ColorRawTokens.paletteGray880 }
    @objc open var colorBgSecondaryLight: ColorSemanticToken { ColorRawTokens.paletteGray160 }
    @objc open var colorBgSecondaryDark: ColorSemanticToken { ColorRawTokens.paletteBlack }
    @objc open var colorContentBrandLight: ColorSemanticToken { ColorRawTokens.paletteTangerine500 }
    @objc open var colorContentBrandDark: ColorSemanticToken { ColorRawTokens.paletteTangerine500 }
    @objc open var colorOverlayDragLight: ColorSemanticToken { ColorRawTokens.opacityBlack80 }
    @objc open var colorOverlayDragDark: ColorSemanticToken { ColorRawTokens.opacityBlack80 }
}
