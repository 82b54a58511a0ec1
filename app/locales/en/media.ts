export default {
}
