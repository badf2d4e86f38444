#!/usr/bin/env bash
# Regenerates fonts/inter-latin-wght-400-800.woff2 from @fontsource-variable/inter's latin file:
# the weight axis cut to the weights the site uses (400–800), the characters to Latin-1 plus the
# typographic punctuation, € and ™ (HarfBuzz composes decomposed accents from the precomposed
# letters), and only the OpenType features text needs (kerning, marks, contextual alternates,
# tabular figures). Needs fontTools with brotli: apt-get install -y python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=fonts/inter-latin-wght-400-800.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
# A fixed timestamp in the font header, so the same input gives the same file.
export SOURCE_DATE_EPOCH=1700000000
"$py" -c "from fontTools.ttLib import TTFont; f = TTFont('$src'); f.flavor = None; f.save('$tmp/full.ttf')"
"$py" -m fontTools.varLib.instancer "$tmp/full.ttf" wght=400:800 -q -o "$tmp/range.ttf"
"$py" -m fontTools.subset "$tmp/range.ttf" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2002,U+2009,U+200B,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191,U+2193,U+2212,U+FEFF' \
  --layout-features='kern,mark,mkmk,calt,ccmp,locl,tnum' --no-hinting --flavor=woff2 --output-file="$out"
cp node_modules/@fontsource-variable/inter/LICENSE fonts/OFL.txt
echo "$out: $(wc -c < "$out") bytes"
