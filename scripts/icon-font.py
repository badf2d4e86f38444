"""Builds fonts/icons.woff2 from the glyph list scripts/icon-font.ts writes.

Usage: python3 scripts/icon-font.py <glyphs.json> <lucide.ttf> <out.woff2>

Each glyph is either a lucide icon, copied from lucide-static's font (lucide's strokes already
outlined there), or filled SVG path data on the 24 x 24 grid. Every glyph is one em wide and one
em tall above the baseline, so `font-size: N; line-height: 1` draws it in an N x N box.
Needs fontTools with brotli: apt-get install -y python3-fonttools python3-brotli
"""

import json
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.transformPen import TransformPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.svgLib.path import parse_path
from fontTools.ttLib import TTFont

UPM = 1000
GRID = 24


def lucide_glyph(source, code_point):
    glyph_set = source.getGlyphSet()
    name = source.getBestCmap()[code_point]
    pen = TTGlyphPen(glyph_set)
    glyph_set[name].draw(pen)
    return pen.glyph()


def path_glyph(paths):
    pen = TTGlyphPen(None)
    # SVG's y grows downwards, the font's upwards from the baseline.
    scale = UPM / GRID
    flipped = TransformPen(Cu2QuPen(pen, max_err=1.0), (scale, 0, 0, -scale, 0, UPM))
    for d in paths:
        parse_path(d, flipped)
    return pen.glyph()


def main(spec_file, lucide_file, out_file):
    spec = json.load(open(spec_file, encoding="utf-8"))
    source = TTFont(lucide_file)
    order = [".notdef"] + [g["id"] for g in spec]
    glyphs = {".notdef": TTGlyphPen(None).glyph()}
    for g in spec:
        glyphs[g["id"]] = lucide_glyph(source, g["lucideCodePoint"]) if "lucideCodePoint" in g else path_glyph(g["paths"])

    fb = FontBuilder(UPM, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({g["codePoint"]: g["id"] for g in spec})
    fb.setupGlyf(glyphs)
    # Each glyph's left side bearing is where its outline starts, as TrueType expects.
    glyf = fb.font["glyf"]
    metrics = {}
    for name in order:
        glyf[name].recalcBounds(glyf)
        metrics[name] = (0 if name == ".notdef" else UPM, getattr(glyf[name], "xMin", 0))
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=UPM, descent=0)
    fb.setupNameTable({"familyName": "Site Icons", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=UPM, sTypoDescender=0, sTypoLineGap=0, usWinAscent=UPM, usWinDescent=0, fsType=0)
    fb.setupPost()
    fb.font.flavor = "woff2"
    fb.save(out_file)


if __name__ == "__main__":
    main(*sys.argv[1:4])
