import Networking
import OpenMarketAPI

/// Builds the multipart forms of register and edit, with the API's part names.
enum ItemFormBuilder {
    static func form(for registration: ItemRegistration) -> MultipartForm {
        form(
            ItemUpdate(
                password: registration.password, title: registration.title,
                descriptions: registration.descriptions, price: registration.price, currency: registration.currency,
                stock: registration.stock, discountedPrice: registration.discountedPrice,
                images: registration.images))
    }

    static func form(_ update: ItemUpdate) -> MultipartForm {
        var form = MultipartForm()
        let texts: [(ItemFormField, String?)] = [
            (.title, update.title), (.descriptions, update.descriptions), (.price, update.price.map(String.init)),
            (.currency, update.currency), (.stock, update.stock.map(String.init)),
            (.discountedPrice, update.discountedPrice.map(String.init)), (.password, update.password),
            (.imageOrder, update.imageOrder?.text),
        ]
        for case (let field, let value?) in texts {
            form.append(text: value, name: field.rawValue)
        }
        for image in update.images ?? [] {
            form.append(
                file: image.data, name: ItemFormField.images.rawValue, filename: image.filename,
                contentType: image.mediaType)
        }
        return form
    }
}
