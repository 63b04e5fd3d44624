import OpenMarketAPI

/// A kind of thing the demo market sells: the pictures it shows, the vendor who specialises in it,
/// the price of a typical one in won, and the products of that kind (title, description).
struct DemoProductKind: Sendable {
    /// The pictures' name, `KIND` of `KIND-N.jpg`.
    let picture: String
    /// The vendor (an index of `DemoCatalogue.vendors`) who sells most of them.
    let vendor: Int
    /// What a typical one costs, in won; each product's price is drawn around it.
    let typicalPrice: Double
    /// The products, each a title and a description.
    let products: [(title: String, description: String)]
    /// The market's category of its products: the group it is listed in below.
    var category: MarketCategory = .other

    /// The kind, in `category`.
    func listed(in category: MarketCategory) -> DemoProductKind {
        var kind = self
        kind.category = category
        return kind
    }
}

extension DemoProductKind {
    /// Every kind, 8 products each — 256 products over 32 kinds.
    static let all: [DemoProductKind] =
        computers.map { $0.listed(in: .computers) } + furniture.map { $0.listed(in: .furniture) }
        + kitchen.map { $0.listed(in: .kitchen) } + stationery.map { $0.listed(in: .stationery) }
        + sound.map { $0.listed(in: .sound) }

    private static let electronics = 1
    private static let furnitureShop = 2
    private static let coffeeShop = 3
    private static let paperShop = 4
    private static let audioShop = 5

    private static let computers: [DemoProductKind] = [
        DemoProductKind(
            picture: "laptop", vendor: electronics, typicalPrice: 1_600_000,
            products: [
                ("MacBook Pro 14", "M-series laptop, 16 GB memory, 512 GB storage.\nBarely used, with its box."),
                ("MacBook Air 13", "Light and silent: no fan. 8 GB memory, 256 GB storage, midnight colour."),
                ("ThinkPad X1 Carbon", "14-inch business laptop with the red pointer, 32 GB memory."),
                ("Gaming laptop 16-inch", "240 Hz screen and a discrete graphics card; heavy but fast."),
                ("Chromebook for students", "11.6-inch, 10 hours of battery, rubber bumpers."),
                ("노트북 15인치", "15인치 사무용 노트북. 키보드 한글 각인, 충전기 포함."),
                ("Refurbished laptop 13-inch", "New battery and keyboard; six months of warranty."),
                ("Convertible laptop", "The screen folds back into a tablet; pen included."),
            ]),
        DemoProductKind(
            picture: "desktopBox", vendor: electronics, typicalPrice: 900_000,
            products: [
                ("Mac mini", "Small desktop with a lot inside.\nKeyboard and mouse not included."),
                ("Mini PC 8-core", "Fits behind a monitor with the VESA plate included."),
                ("Home server box", "Four drive bays, quiet fans, runs Linux out of the box."),
                ("Office desktop tower", "Core i5, 16 GB memory, Windows 11 Pro."),
                ("Mac Studio", "Two of everything: ports, fans and performance cores."),
                ("Fanless media PC", "Silent, plays 4K video, HDMI and optical out."),
                ("Raspberry Pi kit", "Board, case, power supply and a 64 GB card, ready to go."),
                ("미니 PC", "사무용 미니 PC. 윈도우 설치, 와이파이 내장."),
            ]),
        DemoProductKind(
            picture: "keyboard", vendor: electronics, typicalPrice: 120_000,
            products: [
                ("Mechanical keyboard", "Tenkeyless, brown switches, PBT keycaps."),
                ("Low-profile keyboard", "Thin mechanical switches, Bluetooth to three devices."),
                ("Split ergonomic keyboard", "Two halves that tent; takes a week to learn, worth it."),
                ("Full-size office keyboard", "Quiet keys and a number pad; USB cable."),
                ("60% keyboard kit", "Hot-swap sockets: bring your own switches."),
                ("기계식 키보드", "적축, 한글 이중 사출 키캡, 유선 USB-C."),
                ("Keyboard for Mac", "Mac layout, Touch ID-free, charges over USB-C."),
                ("Retro typewriter keyboard", "Round keys that click like 1950."),
            ]),
        DemoProductKind(
            picture: "mouse", vendor: electronics, typicalPrice: 45_000,
            products: [
                ("Wireless mouse", "Quiet clicks, USB-C charging, two months per charge."),
                ("Vertical ergonomic mouse", "Your hand rests on its side; kinder to the wrist."),
                ("Gaming mouse", "26,000 DPI sensor and five programmable buttons."),
                ("Travel mouse", "Folds flat and fits in a pocket."),
                ("무선 마우스", "저소음 무선 마우스, 건전지 포함."),
                ("Trackball", "Move the ball, not the mouse: for a small desk."),
                ("Left-handed mouse", "Shaped for the left hand, with two side buttons."),
                ("Mouse and pad set", "A quiet mouse with a large cloth pad."),
            ]),
        DemoProductKind(
            picture: "monitor", vendor: electronics, typicalPrice: 450_000,
            products: [
                ("27-inch monitor", "4K IPS panel with USB-C power delivery."),
                ("34-inch ultrawide monitor", "Curved, 3440 × 1440, two windows side by side."),
                ("24-inch office monitor", "Full HD, height-adjustable stand, eye-care mode."),
                ("Portable monitor 15-inch", "One USB-C cable for picture and power; with a cover."),
                ("Gaming monitor 165 Hz", "27-inch QHD, 1 ms, adaptive sync."),
                ("5K monitor", "Sharp text for a Mac; built-in camera and speakers."),
                ("모니터 32인치", "32인치 4K 모니터, 벽걸이 가능."),
                ("Monitor with webcam", "24-inch with a pop-up camera for calls."),
            ]),
        DemoProductKind(
            picture: "drive", vendor: electronics, typicalPrice: 140_000,
            products: [
                ("Portable SSD 1 TB", "USB-C, up to 1,050 MB/s."),
                ("Portable SSD 2 TB", "Rugged rubber shell, drop-tested to 3 m."),
                ("External hard drive 4 TB", "For backups; USB 3.0 cable included."),
                ("USB stick 128 GB", "Metal, on a key ring."),
                ("NVMe SSD 1 TB", "For a desktop or a laptop upgrade; heat sink included."),
                ("Encrypted USB drive", "PIN keypad on the drive itself."),
                ("Memory card 256 GB", "For cameras and drones, with an adapter."),
                ("외장 SSD 500GB", "초소형 외장 SSD, USB-C 케이블 포함."),
            ]),
        DemoProductKind(
            picture: "hub", vendor: electronics, typicalPrice: 60_000,
            products: [
                ("USB-C hub", "HDMI, two USB-A, SD card reader, 100 W pass-through."),
                ("Docking station", "Two monitors, Ethernet and six USB ports from one cable."),
                ("7-port USB hub", "Each port with its own switch; powered."),
                ("Travel adapter with USB", "Works in 150 countries; two USB-C ports."),
                ("HDMI switch", "Three inputs, one screen, a remote."),
                ("USB-C 멀티 허브", "HDMI, USB-A 3개, 충전 포트."),
                ("Ethernet adapter", "Gigabit Ethernet over USB-C."),
                ("Thunderbolt dock", "40 Gb/s; charges a laptop at 96 W."),
            ]),
        DemoProductKind(
            picture: "webcam", vendor: electronics, typicalPrice: 90_000,
            products: [
                ("Webcam", "1080p, privacy shutter, two microphones."),
                ("4K webcam", "Auto-framing keeps you centred as you move."),
                ("Conference camera", "Wide angle for a room of six."),
                ("Webcam with ring light", "Soft light in three colours around the lens."),
                ("웹캠 FHD", "화상회의용 웹캠, 마이크 내장."),
                ("Document camera", "Shows paper on a video call; folds flat."),
                ("Streaming camera", "60 frames a second and a clamp for any screen."),
                ("Budget webcam", "720p, plug in and go."),
            ]),
        DemoProductKind(
            picture: "tablet", vendor: electronics, typicalPrice: 750_000,
            products: [
                ("Tablet 11-inch", "128 GB, Wi-Fi, with a pencil."),
                ("Tablet 13-inch", "Big enough to draw on; keyboard cover included."),
                ("E-reader", "Paper-like screen, weeks of battery, warm light."),
                ("Kids' tablet", "Drop-proof case and parental controls."),
                ("Drawing tablet", "Pen display for artists, 8,192 pressure levels."),
                ("태블릿 10인치", "10인치 태블릿, 64GB, 케이스 포함."),
                ("Tablet mini", "8-inch, fits a jacket pocket."),
                ("Refurbished tablet", "Like new; a new charger in the box."),
            ]),
        DemoProductKind(
            picture: "laptopStand", vendor: electronics, typicalPrice: 50_000,
            products: [
                ("Laptop stand", "Aluminium, six heights, folds flat."),
                ("Vertical laptop dock", "Stands a closed laptop on its side."),
                ("Adjustable arm laptop tray", "Clamps to the desk and swings away."),
                ("Wooden laptop riser", "Walnut, with a shelf for the keyboard."),
                ("노트북 거치대", "알루미늄 노트북 거치대, 높이 조절."),
                ("Cooling laptop stand", "Two quiet fans under the laptop."),
                ("Foldable travel stand", "Weighs 120 g and fits in a sleeve."),
                ("Monitor and laptop stand", "Two levels: laptop below, monitor above."),
            ]),
        DemoProductKind(
            picture: "cable", vendor: electronics, typicalPrice: 15_000,
            products: [
                ("Cable organiser", "Silicone clips, set of ten."),
                ("USB-C cable 2 m", "Braided, 100 W charging, 10 Gb/s data."),
                ("HDMI cable 3 m", "4K at 120 Hz."),
                ("Cable management tray", "Screws under the desk and hides the power strip."),
                ("Magnetic cable ties", "Twenty reusable ties in five colours."),
                ("케이블 정리함", "멀티탭을 숨기는 케이블 정리함."),
                ("Extension lead", "Six sockets, four USB ports, surge protection."),
                ("Lightning cable 1 m", "For older iPhones and AirPods."),
            ]),
    ]

    private static let furniture: [DemoProductKind] = [
        DemoProductKind(
            picture: "desk", vendor: furnitureShop, typicalPrice: 420_000,
            products: [
                ("Oak desk", "Solid oak, 140 × 70 cm.\nCollect in Seoul or we deliver for a fee."),
                ("Standing desk", "Electric, two motors, four memory positions."),
                ("Corner desk", "L-shaped, fits a room's corner; white."),
                ("Writing desk", "Narrow, with one drawer; for a small flat."),
                ("원목 책상", "원목 책상 120cm, 서랍 1개."),
                ("Walnut desk", "Walnut veneer on birch plywood, cable tray underneath."),
                ("Kids' desk", "Grows with them: three heights."),
                ("Folding desk", "Folds against the wall when the work day ends."),
            ]),
        DemoProductKind(
            picture: "chair", vendor: furnitureShop, typicalPrice: 260_000,
            products: [
                ("Office chair", "Mesh back, adjustable arms and lumbar support."),
                ("Ergonomic chair", "Headrest, seat depth and tilt tension all adjust."),
                ("Task chair", "Simple and sturdy, for meeting rooms."),
                ("Kneeling chair", "Keeps your back straight; wooden frame."),
                ("사무용 의자", "메쉬 사무용 의자, 팔걸이 조절."),
                ("Drafting stool", "Tall, with a foot ring, for a standing desk."),
                ("Gaming chair", "Reclines to 160°, with a footrest."),
                ("Refurbished designer chair", "A famous office chair, fully serviced."),
            ]),
        DemoProductKind(
            picture: "deskConverter", vendor: furnitureShop, typicalPrice: 210_000,
            products: [
                ("Standing desk converter", "Sits on your desk; rises with a gas spring."),
                ("Large desk converter", "Room for two monitors and a keyboard tray."),
                ("Electric desk converter", "One button, quiet motor."),
                ("Compact converter", "For a laptop and a mouse."),
                ("스탠딩 데스크 변환대", "책상 위에 올려 쓰는 높이 조절 변환대."),
                ("Desk treadmill", "Walk slowly while you read email."),
                ("Anti-fatigue mat", "For standing at your desk; bevelled edges."),
                ("Monitor arm", "Gas spring, holds a 32-inch monitor."),
            ]),
        DemoProductKind(
            picture: "bookshelf", vendor: furnitureShop, typicalPrice: 120_000,
            products: [
                ("Bookshelf", "Five shelves, white birch veneer."),
                ("Ladder shelf", "Leans against the wall; five steps of shelves."),
                ("Cube storage unit", "Nine cubes, fits fabric boxes."),
                ("Narrow bookcase", "30 cm wide, for a gap next to the door."),
                ("책장 5단", "5단 원목 책장, 벽 고정 장치 포함."),
                ("Wall shelves set", "Three floating oak shelves."),
                ("Rolling book cart", "Three tiers on castors."),
                ("Glass-door bookcase", "Keeps the dust off old books."),
            ]),
        DemoProductKind(
            picture: "cabinet", vendor: furnitureShop, typicalPrice: 210_000,
            products: [
                ("Filing cabinet", "Three drawers with a lock."),
                ("Mobile pedestal", "Rolls under a desk; three drawers."),
                ("Fireproof cabinet", "Keeps papers safe for 30 minutes at 840 °C."),
                ("Tall storage cabinet", "Four adjustable shelves behind two doors."),
                ("서류함 3단", "잠금 장치가 있는 3단 서류함."),
                ("Key cabinet", "For 48 keys, with tags."),
                ("Flat-file cabinet", "Wide drawers for posters and plans."),
                ("Locker for two", "Two lockable doors for shared offices."),
            ]),
        DemoProductKind(
            picture: "lamp", vendor: furnitureShop, typicalPrice: 55_000,
            products: [
                ("Desk lamp", "Warm LED lamp with a dimmer and a weighted base."),
                ("Architect's lamp", "Spring-balanced arm that stays where you put it."),
                ("Clamp-on lamp", "Clamps to a shelf or a desk edge."),
                ("Bedside reading lamp", "A narrow beam that won't wake anyone."),
                ("LED 스탠드", "눈이 편한 LED 스탠드, 밝기 5단계."),
                ("Brass desk lamp", "Brushed brass with a green glass shade."),
                ("Smart lamp", "Changes colour temperature through the day."),
                ("Floor lamp", "Arc lamp that reaches over a sofa."),
            ]),
        DemoProductKind(
            picture: "plant", vendor: furnitureShop, typicalPrice: 25_000,
            products: [
                ("Desk plant", "Pothos in a ceramic pot. Hard to kill."),
                ("Snake plant", "Needs light once a week and water once a month."),
                ("Monstera", "Big leaves with holes, 60 cm tall."),
                ("Succulent trio", "Three small succulents in concrete pots."),
                ("몬스테라 화분", "몬스테라 중형 화분, 도자기 화분 포함."),
                ("Bonsai tree", "Juniper, about ten years old."),
                ("Herb garden kit", "Basil, mint and parsley with a self-watering pot."),
                ("Artificial olive tree", "Looks real, needs nothing."),
            ]),
        DemoProductKind(
            picture: "clock", vendor: furnitureShop, typicalPrice: 30_000,
            products: [
                ("Wall clock", "Silent sweep movement, 30 cm."),
                ("Station clock", "Railway style, 40 cm, red second hand."),
                ("Digital wall clock", "Date and temperature in large numbers."),
                ("Alarm clock", "Wakes you with light before the sound."),
                ("벽시계", "무소음 벽시계 30cm."),
                ("Wooden desk clock", "Bamboo, with a hidden display."),
                ("World time clock", "Five cities on one wall."),
                ("Cuckoo clock", "From the Black Forest; the bird is shy at night."),
            ]),
    ]

    private static let kitchen: [DemoProductKind] = [
        DemoProductKind(
            picture: "coffeeGrinder", vendor: coffeeShop, typicalPrice: 110_000,
            products: [
                ("Coffee grinder", "Conical burrs, 40 grind settings."),
                ("Hand grinder", "Steel burrs; two minutes for a cup."),
                ("Espresso grinder", "Stepless, grinds straight into the portafilter."),
                ("Blade grinder", "Cheap and quick, for spices too."),
                ("커피 그라인더", "전동 커피 그라인더, 분쇄도 30단계."),
                ("Single-dose grinder", "No beans left behind between cups."),
                ("Travel grinder", "Fits inside an AeroPress."),
                ("Commercial grinder", "For a café or a very busy office."),
            ]),
        DemoProductKind(
            picture: "espressoMachine", vendor: coffeeShop, typicalPrice: 650_000,
            products: [
                ("Espresso machine", "Dual boiler, PID temperature control, steam wand."),
                ("Capsule coffee machine", "One button; recyclable capsules."),
                ("Lever espresso machine", "No pump: you pull the shot yourself."),
                ("Bean-to-cup machine", "Grinds, tamps and froths milk for you."),
                ("에스프레소 머신", "가정용 에스프레소 머신, 스팀 완드."),
                ("Drip coffee maker", "Brews ten cups into a thermal jug."),
                ("Moka pot", "Stovetop espresso for three cups."),
                ("Cold brew maker", "Makes a litre overnight in the fridge."),
            ]),
        DemoProductKind(
            picture: "mugs", vendor: coffeeShop, typicalPrice: 32_000,
            products: [
                ("Ceramic mug set", "Four hand-glazed mugs, 350 ml each."),
                ("Double-wall glasses", "Keep coffee hot and hands cool; set of two."),
                ("Travel mug", "Leak-proof, keeps coffee hot for six hours."),
                ("Espresso cups", "Six small cups with saucers."),
                ("머그컵 세트", "수제 도자기 머그컵 2개 세트."),
                ("Enamel camping mugs", "Light and unbreakable; set of four."),
                ("Teapot and cups", "Cast iron teapot with two cups."),
                ("Self-heating mug", "Keeps the last sip warm on its coaster."),
            ]),
    ]

    private static let stationery: [DemoProductKind] = [
        DemoProductKind(
            picture: "notebook", vendor: paperShop, typicalPrice: 12_000,
            products: [
                ("Notebook, dotted", "A5, 160 pages, lies flat."),
                ("Notebook, lined", "A5, 192 pages, numbered, with an index."),
                ("Pocket notebooks", "Three slim notebooks for a shirt pocket."),
                ("Sketchbook", "A4, heavy paper for ink and watercolour."),
                ("도트 노트", "A5 도트 노트, 160쪽."),
                ("Weekly planner", "Undated, so you can start any week."),
                ("Reusable smart notebook", "Scan the page, wipe it clean, write again."),
                ("Leather journal", "Refillable cover that lasts for years."),
            ]),
        DemoProductKind(
            picture: "pen", vendor: paperShop, typicalPrice: 40_000,
            products: [
                ("Fountain pen", "Steel nib, converter included."),
                ("Gel pens, 12 colours", "Smooth 0.5 mm tips."),
                ("Ballpoint pen, metal", "Brass body that gets a patina."),
                ("Calligraphy set", "Three nibs, holder and ink."),
                ("만년필", "입문용 만년필, 컨버터 포함."),
                ("Mechanical pencil", "0.5 mm, with a rotating lead."),
                ("Fineliners, 20 colours", "0.4 mm, water-based ink."),
                ("Fountain pen ink", "Blue-black, 50 ml bottle."),
            ]),
        DemoProductKind(
            picture: "whiteboard", vendor: paperShop, typicalPrice: 75_000,
            products: [
                ("Whiteboard", "90 × 60 cm, magnetic, with markers."),
                ("Glass whiteboard", "Frameless tempered glass, never stains."),
                ("Mobile whiteboard", "Double-sided on wheels."),
                ("Whiteboard markers", "Twelve markers in four colours."),
                ("화이트보드", "자석 화이트보드 90 × 60cm, 마커 포함."),
                ("Cork board", "60 × 45 cm with a pine frame and pins."),
                ("Flip chart", "Easel with a pad of 50 sheets."),
                ("Desktop whiteboard", "A small board that stands on the desk."),
            ]),
        DemoProductKind(
            picture: "labelPrinter", vendor: paperShop, typicalPrice: 70_000,
            products: [
                ("Label printer", "Thermal, prints from a phone."),
                ("Shipping label printer", "4 × 6 inch labels for parcels."),
                ("Label tape, 5 rolls", "12 mm, black on white."),
                ("Handheld label maker", "Keyboard and a small screen; batteries."),
                ("라벨 프린터", "블루투스 라벨 프린터, 라벨 3롤 포함."),
                ("Receipt printer", "80 mm, USB and Bluetooth."),
                ("Photo printer", "Prints 10 × 15 cm photos from a phone."),
                ("Barcode scanner", "Reads 1D and 2D codes, wireless."),
            ]),
        DemoProductKind(
            picture: "shredder", vendor: paperShop, typicalPrice: 90_000,
            products: [
                ("Paper shredder", "Cross-cut, 12 sheets at once, 20 l bin."),
                ("Micro-cut shredder", "Turns a page into 2,000 pieces."),
                ("Auto-feed shredder", "Load 150 sheets and walk away."),
                ("Desktop shredder", "Small, for receipts and cards."),
                ("문서 세단기", "크로스컷 문서 세단기, 20L."),
                ("Shredder oil", "Keeps the blades sharp; 350 ml."),
                ("Office shredder", "Runs for an hour without a pause."),
                ("Hand shredder scissors", "Five blades, for a letter or two."),
            ]),
        DemoProductKind(
            picture: "backpack", vendor: paperShop, typicalPrice: 89_000,
            products: [
                ("Backpack", "Fits a 16-inch laptop; water-resistant."),
                ("Roll-top backpack", "Grows from 20 to 26 litres."),
                ("Messenger bag", "Canvas and leather, one shoulder."),
                ("Laptop sleeve", "Felt sleeve for a 14-inch laptop."),
                ("노트북 백팩", "15인치 노트북 수납, 생활 방수."),
                ("Travel backpack", "Opens like a suitcase; carry-on size."),
                ("Tote bag", "Heavy cotton, with an inside pocket."),
                ("Kids' school bag", "Reflective strips and a name tag."),
            ]),
    ]

    private static let sound: [DemoProductKind] = [
        DemoProductKind(
            picture: "headphones", vendor: audioShop, typicalPrice: 280_000,
            products: [
                ("Noise-cancelling headphones", "Thirty hours of battery and a carrying case."),
                ("Studio headphones", "Closed-back, flat sound for mixing."),
                ("Wireless earbuds", "Noise cancelling, six hours plus the case."),
                ("Open-back headphones", "Airy sound for long listening at home."),
                ("노이즈 캔슬링 헤드폰", "무선 노이즈 캔슬링 헤드폰, 케이스 포함."),
                ("Kids' headphones", "Volume limited to 85 dB."),
                ("Sports earbuds", "Ear hooks that stay put on a run."),
                ("Headset with microphone", "For calls: the microphone flips up to mute."),
            ]),
        DemoProductKind(
            picture: "speaker", vendor: audioShop, typicalPrice: 130_000,
            products: [
                ("Smart speaker", "Room-filling sound; works offline as a Bluetooth speaker."),
                ("Bookshelf speakers", "A pair, with a built-in amplifier."),
                ("Portable speaker", "Waterproof, floats, 24 hours of music."),
                ("Soundbar", "Dolby Atmos, with a wireless subwoofer."),
                ("블루투스 스피커", "휴대용 블루투스 스피커, 방수."),
                ("Desktop speakers", "Small, USB-powered, clear voices."),
                ("Turntable speaker set", "Record player with two speakers."),
                ("Radio", "DAB and FM with a wooden case."),
            ]),
        DemoProductKind(
            picture: "speakerphone", vendor: audioShop, typicalPrice: 190_000,
            products: [
                ("Conference speakerphone", "360° microphones for rooms of up to eight."),
                ("USB speakerphone", "Plug into a laptop for a clear call."),
                ("Wireless speakerphone", "Bluetooth and a USB dongle."),
                ("Daisy-chain speakerphones", "Link two for a long table."),
                ("회의용 스피커폰", "회의실용 스피커폰, 8인까지."),
                ("Ceiling microphone", "Hangs above the meeting table."),
                ("Podcast microphone", "USB condenser microphone with a stand."),
                ("Lapel microphone", "Wireless, clips to a shirt."),
            ]),
        DemoProductKind(
            picture: "projector", vendor: audioShop, typicalPrice: 700_000,
            products: [
                ("Projector", "1080p, 3,000 lumens, two HDMI inputs."),
                ("4K home cinema projector", "HDR, quiet fan, lens shift."),
                ("Mini projector", "Pocket-sized, runs two hours on battery."),
                ("Short-throw projector", "A 100-inch picture from 50 cm away."),
                ("빔 프로젝터", "가정용 빔 프로젝터, 1080p."),
                ("Projector screen", "100-inch, pull-down, matte white."),
                ("Office projector", "Bright enough for a lit meeting room."),
                ("Projector ceiling mount", "Fits most projectors, tilts and turns."),
            ]),
    ]
}
