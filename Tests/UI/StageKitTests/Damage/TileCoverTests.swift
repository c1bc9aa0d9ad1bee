import Geometry
import StageKit
import Testing

@Suite("Damage.covers: the item a tile's drawing can start from")
struct TileCoverTests {
    let window = Size(width: 768, height: 512)  // 3 × 2 tiles of 256 points at scale 1
    let card = Color(hex: 0xFAFAFA)

    func covers(pixelScale: Double = 1, _ body: (inout DisplayList) -> Void) -> [TileCover?] {
        var list = DisplayList(background: .white)
        body(&list)
        let damage = Damage.everything(of: list, size: window, pixelScale: pixelScale)
        return damage.covers(in: list, pixelScale: pixelScale)
    }

    /// The covering items' indices, tile by tile (-1 for none).
    func items(_ covers: [TileCover?]) -> [Int] { covers.map { $0?.item ?? -1 } }

    @Test("an opaque card over two tiles covers them; the last covering item wins")
    func opaqueCard() {
        let found = covers {
            $0.fill(.rect(Rect(x: 0, y: 0, width: 768, height: 512)), Color(hex: 0xEEEEEE))
            $0.fill(.roundedRect(Rect(x: 250, y: -10, width: 520, height: 280), radius: 8), card)
            $0.text("On top", at: Point(x: 300, y: 100), font: Font(size: 14), color: .black)
        }
        #expect(items(found) == [0, 1, 1, 0, 0, 0])
        #expect(found[1]?.color == card)
    }

    @Test("a rounded corner inside the tile, see-through colour, opacity, a turn: no cover")
    func notCovering() {
        // The card's corner (radius 40) cuts into the first tile.
        #expect(
            items(
                covers {
                    $0.fill(
                        .roundedRect(Rect(x: 0, y: 0, width: 300, height: 300), radius: 40), card)
                })
                == [-1, -1, -1, -1, -1, -1])
        let whole = Rect(x: -10, y: -10, width: 800, height: 600)
        #expect(
            items(covers { $0.fill(.rect(whole), Color(hex: 0x000000, alpha: 0.5)) }).allSatisfy {
                $0 == -1
            })
        #expect(items(covers { $0.fill(.rect(whole), card, opacity: 0.9) }).allSatisfy { $0 == -1 })
        #expect(
            items(
                covers {
                    $0.fill(
                        .rect(whole), card, transform: AffineTransform(rotation: Angle(degrees: 1)))
                }
            ).allSatisfy { $0 == -1 })
        #expect(
            items(covers { $0.fill(.ellipse(whole.outset(by: 400)), card) }).allSatisfy { $0 == -1 }
        )
    }

    @Test("an open clip that does not hold the whole tile keeps the cover off")
    func clips() {
        let found = covers {
            $0.clipped(to: Rect(x: 0, y: 0, width: 512, height: 300)) { list in
                list.fill(.rect(Rect(x: 0, y: 0, width: 768, height: 512)), card)
            }
            $0.fill(.rect(Rect(x: 512, y: 256, width: 256, height: 256)), card)
        }
        #expect(items(found) == [1, 1, -1, -1, -1, 3])
    }

    @Test("tiles are judged in device pixels: half a point short at scale 2 is a pixel short")
    func devicePixels() {
        // At scale 2 tiles are 128 points; a card ending at 127.5 points misses a pixel column.
        let short = covers(pixelScale: 2) {
            $0.fill(.rect(Rect(x: 0, y: 0, width: 127.5, height: 128)), card)
        }
        #expect(short[0] == nil)
        let exact = covers(pixelScale: 2) {
            $0.fill(.rect(Rect(x: 0, y: 0, width: 128, height: 128)), card)
        }
        #expect(exact[0]?.item == 0)
    }
}
