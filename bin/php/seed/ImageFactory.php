<?php
/**
 * Product images drawn locally with GD (no downloads): a bottle in the
 * product's colour with its name on the label.
 *
 * @package Tresen\Seed
 */

namespace Tresen\Seed;

/**
 * Draws PNGs and stores them as WordPress attachments.
 */
final class ImageFactory {

	private const SIZE = 800;

	/**
	 * TrueType font for labels, or null (GD's built-in font is used then).
	 *
	 * @var string|null
	 */
	private $font;

	/**
	 * Bold variant of the font, or null.
	 *
	 * @var string|null
	 */
	private $font_bold;

	/**
	 * Number of attachments created.
	 *
	 * @var int
	 */
	public $count = 0;

	public function __construct() {
		$this->font      = self::find_font( array( 'DejaVuSans.ttf', 'Lato-Regular.ttf', 'LiberationSans-Regular.ttf' ) );
		$this->font_bold = self::find_font( array( 'DejaVuSans-Bold.ttf', 'Lato-Bold.ttf', 'LiberationSans-Bold.ttf' ) );
		if ( null === $this->font_bold ) {
			$this->font_bold = $this->font;
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
	}

	/**
	 * First readable font file of the list under the usual font folders.
	 *
	 * @param string[] $names File names.
	 */
	private static function find_font( array $names ): ?string {
		if ( ! function_exists( 'imagettftext' ) ) {
			return null;
		}
		foreach ( array( '/usr/share/fonts/truetype', '/usr/share/fonts', '/usr/local/share/fonts', '/Library/Fonts' ) as $dir ) {
			foreach ( $names as $name ) {
				foreach ( (array) glob( $dir . '/*/' . $name ) as $file ) {
					if ( is_string( $file ) && is_readable( $file ) ) {
						return $file;
					}
				}
			}
		}
		return null;
	}

	/**
	 * Draws an image and inserts it as an attachment of $parent_id.
	 *
	 * @param string $name      Product name (label text).
	 * @param string $colour    Hex colour of the bottle.
	 * @param string $shape     spirit | slim | round | wine | beer.
	 * @param string $variant   main | label | glass.
	 * @param string $alt       Alternative text (German).
	 * @param int    $parent_id Product id (0 for a shared pool image).
	 * @param string $subtitle  Second label line (e.g. "0,7 l · 40 % vol").
	 * @return int Attachment id (0 on failure).
	 */
	public function create( string $name, string $colour, string $shape, string $variant, string $alt, int $parent_id = 0, string $subtitle = '' ): int {
		$png = $this->draw( $name, $colour, $shape, $variant, $subtitle );
		if ( '' === $png ) {
			return 0;
		}
		$filename = sanitize_file_name( sanitize_title( $name ) . '-' . $variant . '.png' );
		$upload   = wp_upload_bits( $filename, null, $png );
		if ( ! empty( $upload['error'] ) ) {
			fwrite( STDERR, "image upload failed: {$upload['error']}\n" );
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => $alt,
				'post_status'    => 'inherit',
			),
			$upload['file'],
			$parent_id
		);
		if ( ! $id || is_wp_error( $id ) ) {
			return 0;
		}
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		++$this->count;
		return (int) $id;
	}

	/**
	 * PNG bytes of the picture.
	 *
	 * @param string $name     Label text.
	 * @param string $colour   Hex colour.
	 * @param string $shape    Bottle shape.
	 * @param string $variant  main | label | glass.
	 * @param string $subtitle Second label line.
	 */
	public function draw( string $name, string $colour, string $shape, string $variant, string $subtitle = '' ): string {
		$s   = self::SIZE;
		$img = imagecreatetruecolor( $s, $s );
		if ( false === $img ) {
			return '';
		}
		list( $r, $g, $b ) = self::rgb( $colour );
		$bg                = imagecolorallocate( $img, (int) ( 235 + $r * 0.06 ), (int) ( 232 + $g * 0.06 ), (int) ( 228 + $b * 0.06 ) );
		$bottle            = imagecolorallocate( $img, $r, $g, $b );
		$shade             = imagecolorallocate( $img, (int) ( $r * 0.7 ), (int) ( $g * 0.7 ), (int) ( $b * 0.7 ) );
		$light             = imagecolorallocatealpha( $img, 255, 255, 255, 90 );
		$label             = imagecolorallocate( $img, 250, 247, 240 );
		$ink               = imagecolorallocate( $img, 29, 29, 31 );
		$floor             = imagecolorallocatealpha( $img, 0, 0, 0, 105 );
		imagefilledrectangle( $img, 0, 0, $s, $s, $bg );

		if ( 'label' === $variant ) {
			// Close-up of the label.
			imagefilledrectangle( $img, 0, 0, $s, $s, $bottle );
			imagefilledrectangle( $img, 0, 0, 60, $s, $shade );
			self::rounded( $img, 110, 150, 690, 650, 24, $label );
			imagerectangle( $img, 130, 170, 670, 630, $shade );
			$this->text_block( $img, $name, 400, 300, 520, 42, $ink, true );
			$this->text_block( $img, $subtitle, 400, 540, 520, 28, $ink, false );
			return self::png( $img );
		}

		$cx   = 'glass' === $variant ? 330 : 400;
		$dims = self::shape( $shape );
		list( $bw, $bh, $nw, $nh, $shoulder ) = $dims;
		$base = 720;
		$top  = $base - $bh;
		imagefilledellipse( $img, $cx, $base + 8, (int) ( $bw * 1.3 ), 36, $floor );
		// Body, shoulders, neck and cap.
		self::rounded( $img, $cx - $bw / 2, $top, $cx + $bw / 2, $base, 28, $bottle );
		imagefilledpolygon(
			$img,
			array( (int) ( $cx - $bw / 2 ), $top + 30, (int) ( $cx - $nw / 2 ), $top - $shoulder, (int) ( $cx + $nw / 2 ), $top - $shoulder, (int) ( $cx + $bw / 2 ), $top + 30 ),
			$bottle
		);
		imagefilledrectangle( $img, (int) ( $cx - $nw / 2 ), $top - $shoulder - $nh, (int) ( $cx + $nw / 2 ), $top - $shoulder + 2, $bottle );
		imagefilledrectangle( $img, (int) ( $cx - $nw / 2 - 4 ), $top - $shoulder - $nh - 34, (int) ( $cx + $nw / 2 + 4 ), $top - $shoulder - $nh, $shade );
		// Highlight.
		imagefilledrectangle( $img, (int) ( $cx - $bw / 2 + 18 ), $top + 40, (int) ( $cx - $bw / 2 + 34 ), $base - 40, $light );
		// Label.
		$lw = (int) ( $bw * 0.82 );
		$ly = (int) ( $top + $bh * 0.28 );
		$lh = (int) min( 240, $bh * 0.5 );
		self::rounded( $img, $cx - $lw / 2, $ly, $cx + $lw / 2, $ly + $lh, 10, $label );
		$this->text_block( $img, $name, $cx, $ly + 20, $lw - 24, $lw > 220 ? 22 : 17, $ink, true );
		if ( '' !== $subtitle ) {
			$this->text_block( $img, $subtitle, $cx, $ly + $lh - 50, $lw - 16, $lw > 220 ? 14 : 12, $ink, false );
		}

		if ( 'glass' === $variant ) {
			// A tumbler beside the bottle.
			$glass = imagecolorallocatealpha( $img, 255, 255, 255, 40 );
			$drink = imagecolorallocatealpha( $img, $r, $g, $b, 50 );
			imagefilledellipse( $img, 590, $base + 6, 220, 30, $floor );
			imagefilledrectangle( $img, 500, 520, 680, $base, $glass );
			imagefilledrectangle( $img, 512, 610, 668, $base - 12, $drink );
			imagerectangle( $img, 500, 520, 680, $base, $shade );
		}
		return self::png( $img );
	}

	/**
	 * Body width, body height, neck width, neck height, shoulder height per shape.
	 *
	 * @param string $shape Shape name.
	 * @return array{0: int, 1: int, 2: int, 3: int, 4: int}
	 */
	private static function shape( string $shape ): array {
		switch ( $shape ) {
			case 'slim':
				return array( 190, 380, 50, 120, 70 );
			case 'round':
				return array( 300, 300, 60, 80, 60 );
			case 'wine':
				return array( 180, 360, 54, 150, 90 );
			case 'beer':
				return array( 170, 300, 56, 130, 80 );
			default:
				return array( 280, 360, 70, 70, 40 );
		}
	}

	/**
	 * Centered, wrapped text; returns nothing.
	 *
	 * @param \GdImage $img    Image.
	 * @param string   $text   Text.
	 * @param int      $cx     Center x.
	 * @param int      $y      Top y.
	 * @param int      $width  Max width.
	 * @param int      $size   Font size (points).
	 * @param int      $colour Colour.
	 * @param bool     $bold   Bold font.
	 */
	private function text_block( $img, string $text, int $cx, int $y, int $width, int $size, int $colour, bool $bold ): void {
		$font = $bold ? $this->font_bold : $this->font;
		if ( null === $font ) {
			// Built-in font: ASCII only, 9 px wide glyphs.
			$ascii = remove_accents( $text );
			$chars = max( 4, (int) floor( $width / 9 ) );
			foreach ( explode( "\n", wordwrap( $ascii, $chars, "\n", true ) ) as $i => $line ) {
				imagestring( $img, 5, (int) ( $cx - strlen( $line ) * 4.5 ), $y + $i * 18, $line, $colour );
			}
			return;
		}
		$lines = array();
		$line  = '';
		foreach ( preg_split( '/\s+/u', trim( $text ) ) as $word ) {
			$try = '' === $line ? $word : $line . ' ' . $word;
			$box = imagettfbbox( $size, 0, $font, $try );
			if ( '' !== $line && ( $box[2] - $box[0] ) > $width ) {
				$lines[] = $line;
				$line    = $word;
			} else {
				$line = $try;
			}
		}
		if ( '' !== $line ) {
			$lines[] = $line;
		}
		$height = (int) ( $size * 1.5 );
		foreach ( array_slice( $lines, 0, 5 ) as $i => $row ) {
			$box = imagettfbbox( $size, 0, $font, $row );
			imagettftext( $img, $size, 0, (int) ( $cx - ( $box[2] - $box[0] ) / 2 ), $y + $height * ( $i + 1 ), $colour, $font, $row );
		}
	}

	/**
	 * Filled rectangle with rounded corners.
	 *
	 * @param \GdImage  $img    Image.
	 * @param int|float $x1     Left.
	 * @param int|float $y1     Top.
	 * @param int|float $x2     Right.
	 * @param int|float $y2     Bottom.
	 * @param int       $radius Corner radius.
	 * @param int       $colour Colour.
	 */
	private static function rounded( $img, $x1, $y1, $x2, $y2, int $radius, int $colour ): void {
		list( $x1, $y1, $x2, $y2 ) = array_map( 'intval', array( $x1, $y1, $x2, $y2 ) );
		imagefilledrectangle( $img, $x1 + $radius, $y1, $x2 - $radius, $y2, $colour );
		imagefilledrectangle( $img, $x1, $y1 + $radius, $x2, $y2 - $radius, $colour );
		foreach ( array( array( $x1 + $radius, $y1 + $radius ), array( $x2 - $radius, $y1 + $radius ), array( $x1 + $radius, $y2 - $radius ), array( $x2 - $radius, $y2 - $radius ) ) as $c ) {
			imagefilledellipse( $img, $c[0], $c[1], $radius * 2, $radius * 2, $colour );
		}
	}

	/**
	 * "#rrggbb" to [r, g, b].
	 *
	 * @param string $hex Colour.
	 * @return array{0: int, 1: int, 2: int}
	 */
	private static function rgb( string $hex ): array {
		$hex = ltrim( $hex, '#' );
		return array( (int) hexdec( substr( $hex, 0, 2 ) ), (int) hexdec( substr( $hex, 2, 2 ) ), (int) hexdec( substr( $hex, 4, 2 ) ) );
	}

	/**
	 * Encodes and frees the image.
	 *
	 * @param \GdImage $img Image.
	 */
	private static function png( $img ): string {
		ob_start();
		imagepng( $img, null, 6 );
		imagedestroy( $img );
		return (string) ob_get_clean();
	}
}
