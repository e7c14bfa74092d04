#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif

/// A collection cell with a caption over a coloured tile.
final class PhotoCell: UICollectionViewCell {
    static let identifier = "PhotoCell"

    let tileView: UIView = {
        let view = UIView()
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        return view
    }()

    let captionLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.textColor = .white
        return label
    }()

    let durationBadge: UILabel = {
        let label = UILabel()
        label.font = .monospacedSystemFont(ofSize: 11, weight: .semibold)
        label.textColor = .white
        label.backgroundColor = UIColor.black.withAlphaComponent(0.55)
        label.textAlignment = .center
        label.layer.cornerRadius = 4
        label.clipsToBounds = true
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(tileView)
        tileView.addSubview(captionLabel)
        tileView.addSubview(durationBadge)
        contentView.layer.shadowColor = UIColor.black.cgColor
        contentView.layer.shadowOpacity = 0.15
        contentView.layer.shadowOffset = CGSize(width: 0, height: 2)
        contentView.layer.shadowRadius = 4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tileView.frame = contentView.bounds
        captionLabel.frame = CGRect(x: 8, y: bounds.height - 26, width: bounds.width - 16, height: 18)
        durationBadge.frame = CGRect(x: bounds.width - 44, y: 6, width: 38, height: 18)
    }

    func configure(title: String, color: UIColor, duration: String?) {
        tileView.backgroundColor = color
        captionLabel.text = title
        durationBadge.text = duration
        durationBadge.isHidden = duration == nil
    }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource {

    private let items: [(String, UIColor, String?)] = [
        ("Beach", #colorLiteral(red: 0.2392156863, green: 0.6745098039, blue: 0.968627451, alpha: 1), nil),
        ("Forest", #colorLiteral(red: 0.2, green: 0.6, blue: 0.35, alpha: 1), "0:42"),
        ("Desert", #colorLiteral(red: 0.9, green: 0.62, blue: 0.3, alpha: 1), nil),
        ("City", UIColor(white: 0.35, alpha: 1), "1:05"),
        ("Lake", .systemTeal, nil),
        ("Sunset", .systemPink, nil),
        ("Snow", UIColor(red: 0.7, green: 0.78, blue: 0.86, alpha: 1), "0:09"),
        ("Night", .systemIndigo, nil),
        ("Garden", .systemGreen, nil),
    ]

    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 109, height: 109)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        collectionView.dataSource = self
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds.inset(by: UIEdgeInsets(top: view.safeAreaInsets.top, left: 0, bottom: 0, right: 0))
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath) as! PhotoCell
        let (title, color, duration) = items[indexPath.item]
        cell.configure(title: title, color: color, duration: duration)
        return cell
    }
}
