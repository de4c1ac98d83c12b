"""The SVG board as an image, for the environments' rgb_array render mode."""

import io

import numpy as np


def svg_to_rgb(svg):
    """An SVG drawing (State._repr_svg_()) as an H x W x 3 uint8 array, rasterised by CairoSVG and read
    by Pillow (Debian's python3-cairosvg, python3-pil): imported here, as only rgb_array needs them."""
    if svg is None:
        raise RuntimeError("pachisi: this module was built without the SVG board (pachisi.HAS_SVG is False)")
    import cairosvg
    from PIL import Image

    png = cairosvg.svg2png(bytestring=svg.encode("utf-8"))
    with Image.open(io.BytesIO(png)) as image:
        return np.asarray(image.convert("RGB"), dtype=np.uint8).copy()
